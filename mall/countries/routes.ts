import { endpoints } from '../../contract'
import { ok } from '../core/envelope'
import { EndpointRoutes } from '../core/mount'
import { resolveCountry } from './queries'

export const countryRoutes = new EndpointRoutes().endpoint(endpoints.countryInfo, async (c) =>
  ok(c, await resolveCountry(c, { allowQuery: true })),
)
