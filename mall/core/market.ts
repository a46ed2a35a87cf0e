import type { Context } from 'hono'
import type { CountryInfo, Currency } from '../../contract'
import { resolveCountry } from '../countries/queries'
import type { MallEnv, UserEnv } from './env'

/** The market of a logged-in user's request (see `resolveCountry`): COUNTRY_ID, else the user's country. */
export const marketOf = (c: Context<UserEnv>): Promise<CountryInfo> => resolveCountry(c as unknown as Context<MallEnv>)

/** How a market writes its amounts. */
export const currencyOf = (country: CountryInfo): Currency => ({
  countryCode: country.countryCode,
  currencyCode: country.currencyCode,
  currencySymbol: country.currencySymbol,
  digitGroupingSymbol: country.digitGroupingSymbol,
  decimalPointCharacter: country.decimalPointCharacter,
  currencyScale: country.currencyScale,
})
