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

/** The markets' ids (`countryId`), in the order of their codes: 1 IN, 2 UG, 3 GH, 4 KT, 5 DZ, 6 TZ, 7 NG. */
export function countryIdOf(code: CountryCode): number {
  return COUNTRY_CODES.indexOf(code) + 1
}

/** The market of a `countryId`, or none for an id no market has. */
export function countryCodeOf(id: number | null): CountryCode | null {
  return id !== null && id <= COUNTRY_CODES.length ? COUNTRY_CODES[id - 1]! : null
}
