import { describe, expect, it } from 'vitest'
import { sameBytes, sameSecret } from '../../mall/core/timing-safe'

describe('constant-time compares (workerd\'s crypto.subtle.timingSafeEqual)', () => {
  it('sameSecret: equal strings only, whatever their lengths, and never a throw', async () => {
    expect(await sameSecret('storefront:local-demo', 'storefront:local-demo')).toBe(true)
    expect(await sameSecret('storefront:local-demo', 'storefront:local-demo!')).toBe(false)
    expect(await sameSecret('storefront:local-demo', 'storefront:local-demx')).toBe(false)
    expect(await sameSecret('', 'storefront:local-demo')).toBe(false)
    expect(await sameSecret('é', 'é')).toBe(true)
  })

  it('sameBytes: equal bytes only; another length is unequal, not an error', () => {
    expect(sameBytes(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3]))).toBe(true)
    expect(sameBytes(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4]))).toBe(false)
    expect(sameBytes(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2]))).toBe(false)
    expect(sameBytes(new Uint8Array(0), new Uint8Array(0))).toBe(true)
  })
})
