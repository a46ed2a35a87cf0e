import type { Context } from 'hono'
import { endpoints, ORDER_TABS } from '../../contract'
import { answer, errorBody, ok } from '../core/envelope'
import { invalidInput, MallError, notFound } from '../core/errors'
import type { UserEnv } from '../core/env'
import { marketOf } from '../core/market'
import { EndpointRoutes } from '../core/mount'
import { returnAfterCancel } from '../flash-sale/returns'
import { paymentProvider } from '../payments/provider'
import { addressesOf, deleteAddress, findRegion, regionsOf, saveAddress, setDefaultAddress, updateAddress } from './addresses'
import { historyRefusal } from './history'
import { cancelEffect, verifyEffect } from './moves'
import { countOrders } from './counts'
import { PLACE_REFUSALS, placeOrderEffect } from './place'
import { findOrder, listOrders, orderDetail, packagesOf, parseCursor } from './queries'
import { quoteOrder } from './quote'
import { FROM } from './rules'
import { keyedWrite } from '../core/keyed-write'

/** An address's region must be one of the request's market: any other region is a malformed request. */
async function requireMarketRegion(c: Context<UserEnv>, regionId: number): Promise<void> {
  const [country, region] = await Promise.all([marketOf(c), findRegion(c.env.DB, regionId)])
  if (!region || region.country_id !== country.id) throw invalidInput()
}

/** The buyer's side: addresses, placing orders, the orders themselves and what the buyer may do with them. */
export const orderRoutes = new EndpointRoutes()
  .endpoint(endpoints.addresses, async (c) => {
    const country = await marketOf(c)
    const [addresses, regions] = await Promise.all([
      addressesOf(c.env.DB, c.get('user').id, country.id),
      regionsOf(c.env.DB, country.id, country.currencyScale),
    ])
    return ok(c, { addresses, regions })
  })
  .endpoint(endpoints.saveAddress, async (c, { body: input }) => {
    await requireMarketRegion(c, input.regionId)
    const saved = await saveAddress(c.env.DB, c.get('user').id, input)
    if (!saved) throw new MallError('addressBookFull')
    return ok(c, saved)
  })
  .endpoint(endpoints.updateAddress, async (c, { body: { addressId, ...input }, user }) => {
    await requireMarketRegion(c, input.regionId)
    const updated = await updateAddress(c.env.DB, user.id, addressId, input)
    if (!updated) throw notFound()
    return ok(c, updated)
  })
  .endpoint(endpoints.setDefaultAddress, async (c, { body, user }) => {
    if (!(await setDefaultAddress(c.env.DB, user.id, body.addressId))) throw notFound()
    return ok(c, { addresses: await addressesOf(c.env.DB, user.id, (await marketOf(c)).id) })
  })
  .endpoint(endpoints.deleteAddress, async (c, { body, user }) => {
    if (!(await deleteAddress(c.env.DB, user.id, body.addressId))) throw notFound()
    return ok(c, { addresses: await addressesOf(c.env.DB, user.id, (await marketOf(c)).id) })
  })
  .endpoint(endpoints.quote, async (c, { body: request }) => {
    return ok(c, await quoteOrder(c.env.DB, c.get('user').id, await marketOf(c), request, Date.now()))
  })
  .endpoint(endpoints.placeOrder, async (c, { body: request, key }) => {
    const user = c.get('user')
    if (request.payment === 'online' && !paymentProvider(c.env)) return answer(c, errorBody('paymentUnavailable'))
    return answer(c, await keyedWrite(c.env.DB, {
      userId: user.id, key, action: 'placeOrder', request,
      effect: ({ id, now }) => placeOrderEffect(c.env.DB, user.id, request, id, now),
      refusals: PLACE_REFUSALS, idColumn: 'orders.id',
    }))
  })
  .endpoint(endpoints.orders, async (c, { query }) => {
    const cursor = parseCursor(query.cursor)
    if (query.cursor !== undefined && cursor === null) throw invalidInput()
    return ok(c, await listOrders(c.env.DB, { userId: c.get('user').id, statuses: ORDER_TABS[query.tab], cursor }))
  })
  .endpoint(endpoints.orderCounts, async (c, { user }) => ok(c, await countOrders(c.env.DB, user.id)))
  .endpoint(endpoints.order, async (c, { query }) => {
    const order = await findOrder(c.env.DB, Number(query.id), c.get('user').id)
    if (!order) throw notFound()
    const detail = await orderDetail(c.env.DB, order, 'buyer')
    // Paying online needs a provider: without one the buyer is not offered to pay (an admin may still confirm).
    if (!paymentProvider(c.env)) detail.actions = detail.actions.filter((action) => action !== 'pay')
    return ok(c, detail)
  })
  .endpoint(endpoints.packages, async (c, { query }) => {
    const order = await findOrder(c.env.DB, Number(query.id), c.get('user').id)
    if (!order) throw notFound()
    return ok(c, { orderId: order.id, packages: await packagesOf(c.env.DB, order.id) })
  })
  .endpoint(endpoints.verify, async (c, { body: request, key }) => {
    const user = c.get('user')
    return answer(c, await keyedWrite(c.env.DB, {
      userId: user.id, key, action: 'verify', request,
      effect: ({ now }) => verifyEffect(c.env.DB, user.id, request.orderId, now),
      refusals: [historyRefusal('actionNotAllowed')],
    }))
  })
  .endpoint(endpoints.cancel, async (c, { body: request, key }) => {
    const user = c.get('user')
    const target = { orderId: request.orderId, ownerId: user.id, from: FROM.buyerCancel, refused: 'orderNotCancellable' as const }
    const cancelled = await keyedWrite(c.env.DB, {
      userId: user.id, key, action: 'cancel', request,
      effect: ({ now }) => cancelEffect(c.env.DB, target, { actor: 'buyer', actorId: user.id, now, reason: request.reason, note: request.note }),
      refusals: [historyRefusal('orderNotCancellable')],
    })
    if (cancelled.code === 1) await returnAfterCancel(c.env, request.orderId)
    return answer(c, cancelled)
  })
