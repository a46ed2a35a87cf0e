import { parseId, type CountryCode } from '../../contract/common'
import { countryCodeOf, countryIdOf } from './market'

/** `?countryId=<id>` on any page (the market picker's ids, 7 = Nigeria): the market a shared link is for. */
export const COUNTRY_ID_QUERY = 'countryId'

/**
 * What a link's market does: a visitor without a market cookie takes it (and keeps it, as the picker would); one
 * whose cookie names another market is offered the switch; the same market, or no usable id, changes nothing.
 */
export function resolveMarketLink(query: string | null | undefined, cookieId: number | null): { adopt: CountryCode } | { offer: CountryCode } | null {
  const code = countryCodeOf(parseId(query))
  if (!code) return null
  if (cookieId === null) return { adopt: code }
  return cookieId === countryIdOf(code) ? null : { offer: code }
}
