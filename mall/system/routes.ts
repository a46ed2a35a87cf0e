import { endpoints } from '../../contract'
import { ok } from '../core/envelope'
import { EndpointRoutes } from '../core/mount'

export const systemRoutes = new EndpointRoutes().endpoint(endpoints.serverTime, (c) => ok(c, { now: Date.now() }))
