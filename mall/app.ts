import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { accountRoutes } from './account'
import { cartRoutes } from './cart'
import { countryRoutes } from './countries'
import type { MallEnv } from './env'
import { fail, reject } from './envelope'
import { MallError } from './errors'
import { flashSaleRoutes } from './flash-sale'
import { memberRoutes } from './member'
import { openApiRoutes } from './openapi'
import { systemRoutes } from './system'

const MAX_BODY_BYTES = 16 * 1024

/** The embedded reference mall: the upstream API at `/api/*` when no provider API is configured. */
export const mall = new Hono<MallEnv>()

mall.use('/api/*', bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => fail(c, 'tooLarge', 413) }))
mall.route('/', countryRoutes)
mall.route('/', accountRoutes)
mall.route('/', flashSaleRoutes)
mall.route('/', systemRoutes)
mall.route('/', cartRoutes)
mall.route('/', memberRoutes)
mall.route('/', openApiRoutes)
mall.all('/api/*', (c) => fail(c, 'notFound', 404))

mall.notFound((c) => fail(c, 'notFound', 404))
mall.onError((error, c) => {
  if (error instanceof MallError) return error.status === 200 ? reject(c, error.key) : fail(c, error.key, error.status)
  console.error('mall: unexpected error', error)
  return fail(c, 'server', 500)
})
