import { APP_IDENTITY_PATTERN, parseId } from '../../contract/common'

/** The app a page is shown in: one of three branded apps, or the plain H5 web site. */
export type AppBrand = 'first' | 'second' | 'third'
export type Variant = {
  brand: AppBrand | null
  inApp: boolean
  appCode: number | null
  /** Sister-app environment: upstream calls carry `AppIdentity`. */
  sister: boolean
  appIdentity: number | null
  /** An Android browser outside the apps whose shopper has not dismissed "Open in the app". */
  appPrompt: boolean
}

export const APP_CODE_COOKIE = 'app_code'
export const APP_IDENTITY_COOKIE = 'app_identity'
export const APP_IDENTITY_QUERY = 'app_identity'
/** Set to `off` when the shopper dismisses "Open in the app" (routes/app-prompt.tsx). */
export const APP_PROMPT_COOKIE = 'app_prompt'

/** App user agents carry `MallApp/<code>` (Android) or `MallFlutter/<code>` (Flutter web view). */
const APP_UA = /\bMall(?:App|Flutter)\/(\d{1,9})\b/
/** The sister app's web view announces itself as `TomeApp/<version>`. */
const SISTER_UA = /\bTomeApp\//
const ANDROID_UA = /\bAndroid\b/

export function parseAppCode(value: string | null | undefined): number | null {
  return parseId(value?.trim())
}

/** App code ranges: 1–99 999 first brand, 10 000 000–19 999 999 second, 20 000 000–29 999 999 third. */
export function appBrandOf(appCode: number | null): AppBrand | null {
  if (appCode === null) return null
  if (appCode >= 1 && appCode <= 99_999) return 'first'
  if (appCode >= 10_000_000 && appCode <= 19_999_999) return 'second'
  if (appCode >= 20_000_000 && appCode <= 29_999_999) return 'third'
  return null
}

export function parseAppIdentity(value: string | null | undefined): number | null {
  if (!value || !APP_IDENTITY_PATTERN.test(value.trim())) return null
  return Number(value.trim())
}

export type VariantInput = {
  userAgent: string | null | undefined
  appCodeCookie: string | null | undefined
  appIdentityCookie: string | null | undefined
  appPromptCookie?: string | null
  defaultAppIdentity?: number
}

/** App code from the user agent first, then the cookie; any positive code means in-app. */
export function resolveVariant({ userAgent, appCodeCookie, appIdentityCookie, appPromptCookie, defaultAppIdentity = 2 }: VariantInput): Variant {
  const fromAgent = userAgent ? APP_UA.exec(userAgent)?.[1] : undefined
  const appCode = parseAppCode(fromAgent) ?? parseAppCode(appCodeCookie)
  const identity = parseAppIdentity(appIdentityCookie)
  const sister = (!!userAgent && SISTER_UA.test(userAgent)) || identity !== null
  return {
    brand: appBrandOf(appCode),
    inApp: appCode !== null,
    appCode,
    sister,
    appIdentity: sister ? (identity ?? defaultAppIdentity) : null,
    appPrompt: appCode === null && !sister && !!userAgent && ANDROID_UA.test(userAgent) && appPromptCookie !== 'off',
  }
}
