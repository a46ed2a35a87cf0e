/**
 * The API as the browser reaches it, in types only: `'POST /cart/add'` is the contract's `addToCart` under `/m/api`
 * (its path without `/api`). An island names the route it calls as that text, the type checker holds it to the
 * contract, and nothing of the table (or of zod) reaches the browser.
 */
import type { EndpointName, Endpoints } from './index'

type BrowserPath<N extends EndpointName> = Endpoints[N]['path'] extends `/api${infer Path}` ? Path : never
type RouteOfName = { [N in EndpointName]: `${Endpoints[N]['method']} ${BrowserPath<N>}` }

/** Every endpoint as `METHOD /path`, the path under `/m/api`. */
export type Route = RouteOfName[EndpointName]

/** The endpoint a route text names (method and path are unique in the contract: a test holds it). */
export type EndpointOf<R extends Route> = { [N in EndpointName]: RouteOfName[N] extends R ? N : never }[EndpointName]
