import { endpoints } from '../../contract'
import { ok } from '../core/envelope'
import { EndpointRoutes } from '../core/mount'
import { resolveCountry } from '../countries/queries'
import { optionalUser } from '../core/auth'
import { readSession } from '../core/d1-session'
import { flashStockOf } from '../flash-sale/queries'
import { listProducts } from './listing'
import { popularSearches, recordSearch, searchLanguageOf } from './popular-searches'
import { listCategories, listRegions, productDetail } from './queries'
import { correctedQuery } from './typo'
import { searchSuggestions } from './suggestions'

/**
 * The catalogue: always of the COUNTRY_ID market (else the user's, else the default one), read through the request's
 * read session (`readSession`), which a read replica may serve.
 */
export const catalogRoutes = new EndpointRoutes()
  .endpoint(endpoints.categories, async (c) => ok(c, { categories: await listCategories(readSession(c)) }))
  .endpoint(endpoints.products, async (c, { query }) => {
    const country = await resolveCountry(c)
    const page = await listProducts(readSession(c), country.id, country.currencyScale, query, Date.now())
    if (!query.q || query.cursor) return ok(c, page)
    if (page.items.length > 0) {
      const user = optionalUser(c)
      // Counted after the answer: the search never waits for its count, and a failed count loses only a count.
      if (user) c.executionCtx.waitUntil(recordSearch(c.env.DB, country.id, user.id, query.q, searchLanguageOf(c.req.header('accept-language'))).catch(() => undefined))
      return ok(c, page)
    }
    const suggestion = await correctedQuery(readSession(c), query.q)
    if (suggestion === null) return ok(c, page)
    const corrected = await listProducts(readSession(c), country.id, country.currencyScale, { ...query, q: suggestion }, Date.now())
    return ok(c, corrected.items.length > 0 ? { ...corrected, suggestion } : page)
  })
  .endpoint(endpoints.popularSearches, async (c) => {
    const country = await resolveCountry(c)
    return ok(c, { searches: await popularSearches(readSession(c), country.id, country.countryCode, searchLanguageOf(c.req.header('accept-language'))) })
  })
  .endpoint(endpoints.searchSuggestions, async (c, { query }) => {
    const country = await resolveCountry(c)
    return ok(c, await searchSuggestions(readSession(c), country.id, country.countryCode, searchLanguageOf(c.req.header('accept-language')), query.q, Date.now()))
  })
  .endpoint(endpoints.product, async (c, { query }) => {
    const { id } = query
    const country = await resolveCountry(c)
    const detail = await productDetail(readSession(c), country.id, country.currencyScale, id, Date.now())
    const user = optionalUser(c)
    // The buyer's units come from the item's stock object, the one owner of the per-buyer limit.
    if (user && detail.flash?.status === 'live') detail.flash.bought = await flashStockOf(c.env.FLASH_STOCK, detail.flash.flashItemId).boughtBy(user.id)
    return ok(c, detail)
  })
  .endpoint(endpoints.regions, async (c) => {
    const country = await resolveCountry(c)
    return ok(c, { regions: await listRegions(readSession(c), country.id, country.currencyScale) })
  })
