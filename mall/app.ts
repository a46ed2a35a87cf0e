import { Hono } from 'hono'
import { outboxRoutes } from './account/outbox'
import { analyticsRoutes } from './analytics/routes'
import { accountRoutes } from './account/routes'
import { adminRoutes } from './admin/routes'
import { appealRoutes } from './appeals/routes'
import { cartLineRoutes } from './cart/line-routes'
import { cartRoutes } from './cart/routes'
import { cashBackRoutes } from './cash-back/routes'
import { catalogRoutes } from './catalog/routes'
import { requireCaller } from './core/auth'
import { d1Sessions } from './core/d1-session'
import type { MallBindings, MallEnv } from './core/env'
import { answerError, answerNotFound, limitBody } from './core/handlers'
import { countryRoutes } from './countries/routes'
import { couponRoutes } from './coupons/routes'
import { imeiRoutes } from './imei/routes'
import { luckyDrawRoutes } from './lucky-draw/routes'
import { newcomerRoutes } from './newcomer/routes'
import { flashSaleRoutes } from './flash-sale/routes'
import { memberRoutes } from './member/routes'
import { orderRoutes } from './orders/routes'
import { paymentCallbackRoutes, paymentRoutes } from './payments/routes'
import { sandboxRoutes } from './payments/sandbox'
import { presaleRoutes } from './presale/routes'
import { rebateRoutes } from './rebates/routes'
import { reviewRoutes } from './reviews/routes'
import { savedRoutes } from './saved/routes'
import { openApiRoutes } from './system/openapi'
import { systemRoutes } from './system/routes'
import { walletRoutes } from './wallet/routes'

/** The embedded reference mall: the upstream API at `/api/*` when no provider API is configured. */
export const mall = new Hono<MallEnv>()
  .route('/', openApiRoutes)
  .route('/', paymentCallbackRoutes)
  .use('/api/*', limitBody, requireCaller, d1Sessions)
  .route('/', countryRoutes)
  .route('/', accountRoutes)
  .route('/', outboxRoutes)
  .route('/', flashSaleRoutes)
  .route('/', systemRoutes)
  .route('/', cartRoutes)
  .route('/', catalogRoutes)
  .route('/', memberRoutes)
  .route('/', analyticsRoutes)
  .route('/', adminRoutes)
  .route('/', cartLineRoutes)
  .route('/', orderRoutes)
  .route('/', paymentRoutes)
  .route('/', sandboxRoutes(deliverToMall))
  .route('/', couponRoutes)
  .route('/', newcomerRoutes)
  .route('/', luckyDrawRoutes)
  .route('/', walletRoutes)
  .route('/', cashBackRoutes)
  .route('/', presaleRoutes)
  .route('/', rebateRoutes)
  .route('/', imeiRoutes)
  .route('/', appealRoutes)
  .route('/', reviewRoutes)
  .route('/', savedRoutes)
  .all('/api/*', answerNotFound)
  .notFound(answerNotFound)
  .onError(answerError)

/** The mall's own router, as the sandbox payment provider reaches it with its callbacks. */
function deliverToMall(request: Request, env: MallBindings): Response | Promise<Response> {
  return mall.fetch(request, env)
}
