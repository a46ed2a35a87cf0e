import type { Context } from 'hono'
import type { CountryCode, CountryHelp, CountryInfo } from '../../contract'
import { optionalUser } from '../core/auth'
import type { MallEnv } from '../core/env'
import { MallError } from '../core/errors'
import { parseId } from '../core/input'
import { toMajor } from '../core/money'

/** Anonymous shoppers without a COUNTRY_ID header see this market. */
export const DEFAULT_COUNTRY_CODE: CountryCode = 'NG'

type CountryRow = {
  id: number
  code: CountryCode
  name: string
  currency_code: string
  currency_symbol: string
  symbol_position: 'before' | 'after'
  symbol_spacing: string
  digit_grouping: string
  decimal_point: string
  currency_scale: number
  print_scale: number | null
  free_delivery_minor: number | null
  help_phone: string | null
  help_email: string | null
  help_from_day: number | null
  help_to_day: number | null
  help_opens: string | null
  help_closes: string | null
}

const helpOf = (row: CountryRow): CountryHelp | null =>
  row.help_phone && row.help_email && row.help_from_day && row.help_to_day && row.help_opens && row.help_closes
    ? { phone: row.help_phone, email: row.help_email, days: [row.help_from_day, row.help_to_day], opens: row.help_opens, closes: row.help_closes }
    : null

/**
 * A market as the mall works with it: `currencyScale` is the scale of its stored minor units (kobo in Nigeria), which
 * every amount is converted with; `printScale` is the precision its shops print, which answers give as `currencyScale`.
 */
export type Market = CountryInfo & { printScale: number }

/** The market as answered: amounts are printed with the precision the market's shops use. */
export const asCountryInfo = ({ printScale, ...market }: Market): CountryInfo => ({ ...market, currencyScale: printScale })

const toMarket = (row: CountryRow): Market => ({
  id: row.id,
  countryCode: row.code,
  name: row.name,
  currencyCode: row.currency_code,
  currencySymbol: row.currency_symbol,
  currencySymbolPosition: row.symbol_position,
  currencySymbolSpacing: row.symbol_spacing,
  digitGroupingSymbol: row.digit_grouping,
  decimalPointCharacter: row.decimal_point,
  currencyScale: row.currency_scale,
  freeDeliveryOver: row.free_delivery_minor === null ? null : toMajor(row.free_delivery_minor, row.currency_scale),
  help: helpOf(row),
  printScale: row.print_scale ?? row.currency_scale,
})

const findCountry = async (db: D1Database, column: 'id' | 'code', value: number | string) => {
  const row = await db.prepare(`SELECT * FROM countries WHERE ${column} = ?`).bind(value).first<CountryRow>()
  return row ? toMarket(row) : null
}

/**
 * The market of a request: `?id=` (where allowed), else the COUNTRY_ID header, else the logged-in user's country,
 * else the default market. A malformed id is a 400; an unknown one is `countryNotFound`.
 */
export async function resolveCountry(c: Context<MallEnv>, options: { allowQuery?: boolean } = {}): Promise<Market> {
  const requested = (options.allowQuery ? parseId(c.req.query('id')) : null) ?? parseId(c.req.header('country_id'))
  const id = requested ?? (await optionalUser(c))?.countryId ?? null
  const country = id === null ? await findCountry(c.env.DB, 'code', DEFAULT_COUNTRY_CODE) : await findCountry(c.env.DB, 'id', id)
  if (!country) throw new MallError('countryNotFound')
  return country
}
