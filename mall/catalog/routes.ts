import { Hono, type Context } from 'hono'
import type { z } from 'zod'
import { endpoints, ListingQuery, ProductQuery } from '../../contract'
import type { MallEnv } from '../core/env'
import { ok } from '../core/envelope'
import { invalidInput } from '../core/errors'
import { resolveCountry } from '../countries/queries'
import { listProducts } from './listing'
import { listCategories, listRegions, productDetail } from './queries'

/** The query string checked against a contract schema; anything else is a 400. */
function parseQuery<S extends z.ZodType>(c: Context<MallEnv>, schema: S): z.output<S> {
  const parsed = schema.safeParse(c.req.query())
  if (!parsed.success) throw invalidInput()
  return parsed.data
}

/** The catalogue: always of the COUNTRY_ID market (else the user's, else the default one). */
export const catalogRoutes = new Hono<MallEnv>()
  .get(endpoints.categories.path, async (c) => ok(c, { categories: await listCategories(c.env.DB) }))
  .get(endpoints.products.path, async (c) => {
    const query = parseQuery(c, ListingQuery)
    const country = await resolveCountry(c)
    return ok(c, await listProducts(c.env.DB, country.id, country.currencyScale, query))
  })
  .get(endpoints.product.path, async (c) => {
    const { id } = parseQuery(c, ProductQuery)
    const country = await resolveCountry(c)
    return ok(c, await productDetail(c.env.DB, country.id, country.currencyScale, id, Date.now()))
  })
  .get(endpoints.regions.path, async (c) => {
    const country = await resolveCountry(c)
    return ok(c, { regions: await listRegions(c.env.DB, country.id, country.currencyScale) })
  })
