import type { CountryCode } from './common'

/**
 * How each market writes a mobile number: its country prefix, the length of the number after the prefix, and
 * whether a number typed at home starts with a trunk 0 that the international form drops (Côte d'Ivoire keeps it:
 * its ten-digit numbers start with 0).
 */
export const PHONE_PLANS: Record<CountryCode, { prefix: string; digits: number; trunkZero: boolean }> = {
  IN: { prefix: '91', digits: 10, trunkZero: true },
  UG: { prefix: '256', digits: 9, trunkZero: true },
  GH: { prefix: '233', digits: 9, trunkZero: true },
  KT: { prefix: '225', digits: 10, trunkZero: false },
  DZ: { prefix: '213', digits: 9, trunkZero: true },
  TZ: { prefix: '255', digits: 9, trunkZero: true },
  NG: { prefix: '234', digits: 10, trunkZero: true },
}

const MARKETS = Object.keys(PHONE_PLANS) as CountryCode[]

/** A number after its prefix, if it has the market's length (a trunk 0 written after the prefix is dropped). */
function national(market: CountryCode, digits: string): string | null {
  const plan = PHONE_PLANS[market]
  const rest = plan.trunkZero && digits.length === plan.digits + 1 && digits.startsWith('0') ? digits.slice(1) : digits
  if (rest.length !== plan.digits) return null
  if (plan.trunkZero && rest.startsWith('0')) return null
  return `+${plan.prefix}${rest}`
}

/** Arabic-Indic and Persian digits (an Arabic keyboard's) as ASCII digits. */
const asciiDigits = (text: string) =>
  text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String((digit.charCodeAt(0) - 0x0660) % 0x90))

/**
 * A mobile number as typed, in E.164 (`+2348031234567`), or null when it cannot be one. Spaces, dashes, dots and
 * brackets are ignored, and digits typed on an Arabic keyboard count as digits. `+` or `00` and a known prefix: a number of that market. Otherwise the number is read in
 * `market`: with its trunk 0 (`0803 123 4567`), without it, or with the prefix but no `+`.
 */
export function normalizePhone(raw: string, market: CountryCode): string | null {
  const compact = asciiDigits(raw.trim()).replace(/[\s().-]/g, '')
  const international = /^(?:\+|00)(\d{6,15})$/.exec(compact)
  if (international) {
    const digits = international[1]!
    const owner = MARKETS.find((code) => digits.startsWith(PHONE_PLANS[code].prefix))
    return owner ? national(owner, digits.slice(PHONE_PLANS[owner].prefix.length)) : null
  }
  if (!/^\d{6,15}$/.test(compact)) return null
  const plan = PHONE_PLANS[market]
  const withPrefix = compact.startsWith(plan.prefix) && compact.length > plan.digits + 1 ? national(market, compact.slice(plan.prefix.length)) : null
  return withPrefix ?? national(market, compact)
}

/** `+234` for a market's hint beside the number field. */
export const phonePrefixOf = (market: CountryCode) => `+${PHONE_PLANS[market].prefix}`
