import type { Context } from 'hono'
import type { Currency } from '../../contract'
import { type Market, resolveCountry } from '../countries/queries'
import type { MallEnv, UserEnv } from './env'

/** The market of a logged-in user's request (see `resolveCountry`): COUNTRY_ID, else the user's country. */
export const marketOf = (c: Context<UserEnv>): Promise<Market> => resolveCountry(c as unknown as Context<MallEnv>)

/** How a market writes its amounts: with the precision its shops print. */
export const currencyOf = (country: Market): Currency => ({
  countryCode: country.countryCode,
  currencyCode: country.currencyCode,
  currencySymbol: country.currencySymbol,
  currencySymbolPosition: country.currencySymbolPosition,
  currencySymbolSpacing: country.currencySymbolSpacing,
  digitGroupingSymbol: country.digitGroupingSymbol,
  decimalPointCharacter: country.decimalPointCharacter,
  currencyScale: country.printScale,
})
