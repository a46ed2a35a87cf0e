import { describe, expect, it } from 'vitest'
import { resolveCountryCode, resolveCountryId, timeZoneOf } from '../../worker/context/market'

describe('resolveCountryId', () => {
  it('accepts digits only', () => {
    expect(resolveCountryId('7')).toBe(7)
    expect(resolveCountryId('007')).toBe(7)
    expect(resolveCountryId('7a')).toBeNull()
    expect(resolveCountryId('-7')).toBeNull()
    expect(resolveCountryId('1e3')).toBeNull()
    expect(resolveCountryId(' 7')).toBeNull()
    expect(resolveCountryId('0')).toBeNull()
    expect(resolveCountryId('1234567890')).toBeNull()
    expect(resolveCountryId(undefined)).toBeNull()
  })
})

describe('resolveCountryCode', () => {
  it('accepts the seven markets only', () => {
    for (const code of ['IN', 'UG', 'GH', 'KT', 'DZ', 'TZ', 'NG']) expect(resolveCountryCode(code)).toBe(code)
    expect(resolveCountryCode('ng')).toBe('NG')
    expect(resolveCountryCode('US')).toBeNull()
    expect(resolveCountryCode('NG\r\nX-Evil: 1')).toBeNull()
    expect(resolveCountryCode(null)).toBeNull()
  })
})

describe('timeZoneOf', () => {
  it('uses the market time zone, Lagos when unknown', () => {
    expect(timeZoneOf('IN')).toBe('Asia/Kolkata')
    expect(timeZoneOf('DZ')).toBe('Africa/Algiers')
    expect(timeZoneOf(null)).toBe('Africa/Lagos')
  })
})
