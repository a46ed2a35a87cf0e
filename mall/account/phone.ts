import type { Context } from 'hono'
import { type CountryCode, type CountryInfo, normalizePhone } from '../../contract'
import type { MallEnv } from '../core/env'
import { MallError } from '../core/errors'
import { DEFAULT_COUNTRY_CODE, resolveCountry } from '../countries/queries'

/** A typed number in E.164, read in the request's market (COUNTRY_ID, else the default); 'phoneInvalid' otherwise. */
export async function requestPhone(c: Context<MallEnv>, raw: string): Promise<{ phone: string; market: CountryInfo }> {
  const market = await resolveCountry(c)
  const phone = normalizePhone(raw, market.countryCode)
  if (!phone) throw new MallError('phoneInvalid')
  return { phone, market }
}

/** The request's market for reading a number typed into the username field; a bad COUNTRY_ID does not block a login. */
export const loginMarket = (c: Context<MallEnv>): Promise<CountryCode> =>
  resolveCountry(c).then((market) => market.countryCode, () => DEFAULT_COUNTRY_CODE)
