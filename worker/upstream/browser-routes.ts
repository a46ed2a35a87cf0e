import { type Endpoint, endpoints } from '../../contract'

/**
 * The endpoints a browser may reach through `/m/api`, by `METHOD /api/path`: every contract entry but the local tools'
 * and those the payment provider calls with its signature (it goes to the mall's own door, never through a browser).
 */
const ROUTES = new Map<string, Endpoint & { name: string }>(
  Object.entries(endpoints as Record<string, Endpoint>)
    .filter(([, endpoint]) => !endpoint.signed && !endpoint.serverOnly)
    .map(([name, endpoint]) => [`${endpoint.method} ${endpoint.path}`, { ...endpoint, name }]),
)

/** The contract entry of a browser request, with its name, or null: an unknown path, or a known path with another method. */
export const browserRoute = (method: string, path: string): (Endpoint & { name: string }) | null => ROUTES.get(`${method} ${path}`) ?? null
