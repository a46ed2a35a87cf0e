import { endpoints } from '../../contract'
import { ok } from '../core/envelope'
import { EndpointRoutes } from '../core/mount'
import { resolveCountry } from '../countries/queries'
import { listProducts } from './listing'
import { listCategories, listRegions, productDetail } from './queries'

/** The catalogue: always of the COUNTRY_ID market (else the user's, else the default one). */
export const catalogRoutes = new EndpointRoutes()
  .endpoint(endpoints.categories, async (c) => ok(c, { categories: await listCategories(c.env.DB) }))
  .endpoint(endpoints.products, async (c, { query }) => {
    const country = await resolveCountry(c)
    return ok(c, await listProducts(c.env.DB, country.id, country.currencyScale, query))
  })
  .endpoint(endpoints.product, async (c, { query }) => {
    const { id } = query
    const country = await resolveCountry(c)
    return ok(c, await productDetail(c.env.DB, country.id, country.currencyScale, id, Date.now()))
  })
  .endpoint(endpoints.regions, async (c) => {
    const country = await resolveCountry(c)
    return ok(c, { regions: await listRegions(c.env.DB, country.id, country.currencyScale) })
  })
