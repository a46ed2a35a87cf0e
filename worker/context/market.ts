import { COUNTRY_CODES, type CountryCode, marketTimeZone, parseId } from '../../contract/common'

export const COUNTRY_ID_COOKIE = 'countryId'
export const COUNTRY_CODE_COOKIE = 'countryCode'

/** `countryId` cookie: a positive id of at most 9 digits, else none. */
export function resolveCountryId(cookieValue: string | null | undefined): number | null {
  return parseId(cookieValue)
}

/** `countryCode` cookie: one of the seven markets (case-insensitive), else none. */
export function resolveCountryCode(cookieValue: string | null | undefined): CountryCode | null {
  if (!cookieValue) return null
  const upper = cookieValue.trim().toUpperCase()
  return (COUNTRY_CODES as readonly string[]).includes(upper) ? (upper as CountryCode) : null
}

/** The market's time zone for absolute times on pages; Lagos when the market is unknown. */
export function timeZoneOf(code: string | null | undefined): string {
  return marketTimeZone(code)
}
