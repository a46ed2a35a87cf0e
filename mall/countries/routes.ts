import { endpoints } from '../../contract'
import { ok } from '../core/envelope'
import { EndpointRoutes } from '../core/mount'
import { asCountryInfo, resolveCountry } from './queries'

export const countryRoutes = new EndpointRoutes().endpoint(endpoints.countryInfo, async (c) =>
  ok(c, asCountryInfo(await resolveCountry(c, { allowQuery: true }))),
)
