import { type Endpoint, endpoints } from '../../contract'

/**
 * The endpoints a browser may reach through `/m/api`, by `METHOD /api/path`: every contract entry but the local tools'
 * and those the payment provider calls with its signature (it goes to the mall's own door, never through a browser).
 */
const ROUTES = new Map<string, Endpoint>(
  Object.values(endpoints as Record<string, Endpoint>)
    .filter((endpoint) => !endpoint.signed && !endpoint.serverOnly)
    .map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint]),
)

/** The contract entry of a browser request, or null: an unknown path, or a known path with another method. */
export const browserRoute = (method: string, path: string): Endpoint | null => ROUTES.get(`${method} ${path}`) ?? null
