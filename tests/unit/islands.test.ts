import { describe, expect, it, vi } from 'vitest'
import { serializeProps } from '../../islands/protocol'
import { DEFAULT_TOAST_MS, showToast, toasts } from '../../islands/state/toast'
import { formatRemaining } from '../../islands/countdown.island'
import { fill } from '../../locales/fill'

describe('serializeProps', () => {
  it('escapes characters that could end an attribute or script context', () => {
    const json = serializeProps({ name: '</m-island><script>alert(1)</script>&\u2028\u2029' })
    expect(json).not.toMatch(/[<>&\u2028\u2029]/)
    expect(JSON.parse(json)).toEqual({ name: '</m-island><script>alert(1)</script>&\u2028\u2029' })
  })
  it('throws on a function prop instead of dropping it', () => {
    expect(() => serializeProps({ onClick: () => 1 })).toThrow(TypeError)
    expect(() => serializeProps({ nested: { when: new Date() } })).toThrow(/props.nested.when/)
    expect(() => serializeProps({ n: Number.NaN })).toThrow(TypeError)
    expect(() => serializeProps({ u: undefined })).toThrow(TypeError)
  })
})

describe('showToast', () => {
  it('defaults to 2000 ms and removes the toast afterwards', () => {
    vi.useFakeTimers()
    const toast = showToast({ type: 'success' })
    expect(toast.duration).toBe(DEFAULT_TOAST_MS)
    expect(DEFAULT_TOAST_MS).toBe(2000)
    expect(toasts.value.map((t) => t.id)).toContain(toast.id)
    vi.advanceTimersByTime(2000)
    expect(toasts.value.map((t) => t.id)).not.toContain(toast.id)
    vi.useRealTimers()
  })
  it('accepts the five types and three sizes, and rejects anything else', () => {
    for (const type of ['info', 'warning', 'success', 'fail', 'tips'] as const) expect(showToast({ type }).type).toBe(type)
    for (const size of ['medium', 'small', 'mini'] as const) expect(showToast({ size }).size).toBe(size)
    expect(() => showToast({ type: 'error' as never })).toThrow(RangeError)
    expect(() => showToast({ size: 'large' as never })).toThrow(RangeError)
  })
})

describe('countdown text', () => {
  it('formats hours, minutes and seconds, with days when longer', () => {
    expect(formatRemaining(3_725_000, '{{count}}d')).toBe('01:02:05')
    expect(formatRemaining(90_061_000, '{{count}}d')).toBe('1d 01:01:01')
    expect(formatRemaining(-5, '{{count}}d')).toBe('00:00:00')
  })
  it('fills rosetta placeholders and leaves unknown ones', () => {
    expect(fill('{{count}} items, {{ other }}', { count: 3 })).toBe('3 items, {{ other }}')
  })
})
