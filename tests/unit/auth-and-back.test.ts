import { describe, expect, it } from 'vitest'
import { resolveToken } from '../../worker/context/session'
import { loginPath, resolveBack } from '../../islands/return-path'

describe('resolveToken', () => {
  it('accepts header-safe tokens only', () => {
    expect(resolveToken('a'.repeat(64))).toBe('a'.repeat(64))
    expect(resolveToken('abc\r\nX-Evil: 1')).toBeNull()
    expect(resolveToken('abc def')).toBeNull()
    expect(resolveToken('')).toBeNull()
    expect(resolveToken('x'.repeat(600))).toBeNull()
  })
})

describe('resolveBack', () => {
  it('keeps same-origin /m paths with their query', () => {
    expect(resolveBack('/m/activity/sale?session=3')).toBe('/m/activity/sale?session=3')
    expect(resolveBack('/m')).toBe('/m')
  })
  it.each([
    'https://evil.example/m/',
    '//evil.example/m/',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/api/user/info',
    '/mall',
    '/m/../admin',
    '/m/%0d%0aSet-Cookie:x',
    'm/relative',
  ])('refuses %s', (raw) => {
    const back = resolveBack(raw)
    expect(back.startsWith('/m/') || back === '/m').toBe(true)
    expect(back).not.toContain('evil')
    expect(back).not.toMatch(/[\r\n]/)
  })
  it('builds the login path with an encoded back', () => {
    expect(loginPath('/m/index')).toBe('/m/login/login?back=%2Fm%2Findex')
    expect(loginPath('https://evil.example')).toBe('/m/login/login?back=%2Fm%2F')
  })
})
