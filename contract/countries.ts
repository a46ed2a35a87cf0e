import { z } from 'zod'
import { COUNTRY_CODES } from './common'
import { defineEndpoints } from './endpoint'

const weekday = z.number().int().min(1).max(7).describe('ISO weekday: 1 Monday … 7 Sunday')
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/).describe('local time, HH:MM').meta({ examples: ['09:00'] })

/**
 * Where shoppers of a market get help, and when someone answers (from `days[0]` to `days[1]`, which may wrap). The
 * two days are an array of exactly two, not a tuple: OpenAPI 3.0 and draft-07 tools cannot read `prefixItems`.
 */
export const CountryHelp = z.object({
  phone: z.string(),
  email: z.string(),
  days: z.array(weekday).length(2).describe('the first and the last weekday someone answers'),
  opens: clock,
  closes: clock,
})
export type CountryHelp = z.infer<typeof CountryHelp>

export const CountryInfo = z.object({
  id: z.number().int().positive(),
  countryCode: z.enum(COUNTRY_CODES),
  name: z.string(),
  currencyCode: z.string().length(3).meta({ examples: ['NGN'] }),
  currencySymbol: z.string(),
  /** Whether shops write the symbol before the amount (₦12,999) or after it (85 000 FCFA). */
  currencySymbolPosition: z.enum(['before', 'after']).default('before'),
  /** What stands between the symbol and the amount: nothing, or one character (a no-break space). */
  currencySymbolSpacing: z.string().max(1).default(''),
  digitGroupingSymbol: z.string(),
  decimalPointCharacter: z.string(),
  currencyScale: z.number().int().min(0).max(4),
  /** Delivery is free when the items come to this much (major units); null: never. */
  freeDeliveryOver: z.number().positive().nullable().default(null),
  /** The market's customer care; null: none published. */
  help: CountryHelp.nullable().default(null),
})
export type CountryInfo = z.infer<typeof CountryInfo>

/** How one market writes its amounts: an answer mixing markets gives each amount its own. */
export const Currency = CountryInfo.pick({
  countryCode: true, currencyCode: true, currencySymbol: true, currencySymbolPosition: true, currencySymbolSpacing: true, digitGroupingSymbol: true, decimalPointCharacter: true, currencyScale: true,
})
export type Currency = z.infer<typeof Currency>

export const countryEndpoints = defineEndpoints({
  countryInfo: {
    method: 'GET', path: '/api/user/countryOperation/info', auth: false, response: CountryInfo,
    summary: 'Formatting and currency of the country named by the COUNTRY_ID header (or ?id=)',
  },
})
