import { describe, expect, it } from 'vitest'
import { appBrandOf, resolveVariant } from '../../worker/context/variant'

const none = { userAgent: 'Mozilla/5.0 (Linux; Android 10) Chrome/120 Mobile', appCodeCookie: undefined, appIdentityCookie: undefined }

describe('appBrandOf', () => {
  it.each([
    [1, 'first'],
    [99_999, 'first'],
    [100_000, null],
    [9_999_999, null],
    [10_000_000, 'second'],
    [19_999_999, 'second'],
    [20_000_000, 'third'],
    [29_999_999, 'third'],
    [30_000_000, null],
  ] as const)('app code %i → %s', (code, brand) => {
    expect(appBrandOf(code)).toBe(brand)
  })
})

describe('resolveVariant', () => {
  it('is the H5 web site without an app code', () => {
    expect(resolveVariant(none)).toEqual({ brand: null, inApp: false, appCode: null, sister: false, appIdentity: null, appPrompt: true })
  })
  it('reads the app code from the user agent first', () => {
    const v = resolveVariant({ ...none, userAgent: 'Mozilla/5.0 MallApp/10000321 (Android 11)', appCodeCookie: '5' })
    expect(v).toMatchObject({ brand: 'second', inApp: true, appCode: 10_000_321 })
    expect(resolveVariant({ ...none, userAgent: 'Dart/3.1 MallFlutter/20000001' }).brand).toBe('third')
  })
  it('falls back to the app-code cookie', () => {
    expect(resolveVariant({ ...none, appCodeCookie: '1024' })).toMatchObject({ brand: 'first', inApp: true })
  })
  it('treats any other positive code as in-app without a brand', () => {
    expect(resolveVariant({ ...none, appCodeCookie: '500000' })).toMatchObject({ brand: null, inApp: true })
  })
  it('ignores malformed codes', () => {
    expect(resolveVariant({ ...none, appCodeCookie: '12abc' }).inApp).toBe(false)
    expect(resolveVariant({ ...none, appCodeCookie: '-5' }).inApp).toBe(false)
    expect(resolveVariant({ ...none, appCodeCookie: '0' }).inApp).toBe(false)
  })
  it('detects the sister app and gives it AppIdentity (default 2)', () => {
    expect(resolveVariant({ ...none, userAgent: 'Mozilla/5.0 TomeApp/3.2.1' })).toMatchObject({ sister: true, appIdentity: 2 })
    expect(resolveVariant({ ...none, appIdentityCookie: '5' })).toMatchObject({ sister: true, appIdentity: 5 })
    expect(resolveVariant({ ...none, userAgent: 'TomeApp/1', defaultAppIdentity: 3 }).appIdentity).toBe(3)
    expect(resolveVariant({ ...none, appIdentityCookie: 'x' })).toMatchObject({ sister: false, appIdentity: null, appPrompt: true })
  })
  it('offers "Open in the app" to an Android browser only: not in the apps, not on iOS or desktop, not once dismissed', () => {
    const android = 'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 Chrome/136.0 Mobile Safari/537.36'
    expect(resolveVariant({ ...none, userAgent: android }).appPrompt).toBe(true)
    expect(resolveVariant({ ...none, userAgent: `${android} MallApp/10000321` }).appPrompt).toBe(false)
    expect(resolveVariant({ ...none, userAgent: `${android} TomeApp/3.2.1` }).appPrompt).toBe(false)
    expect(resolveVariant({ ...none, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1' }).appPrompt).toBe(false)
    expect(resolveVariant({ ...none, userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/136.0 Safari/537.36' }).appPrompt).toBe(false)
    expect(resolveVariant({ ...none, userAgent: android, appPromptCookie: 'off' }).appPrompt).toBe(false)
  })
})
