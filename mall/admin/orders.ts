import { type CountryCode, type Currency, endpoints, ORDER_STATUSES, type Payment } from '../../contract'
import { answer, ok } from '../core/envelope'
import { invalidInput, notFound } from '../core/errors'
import { currencyOf, marketOf } from '../core/market'
import { EndpointRoutes } from '../core/mount'
import { returnAfterCancel } from '../flash-sale/returns'
import { historyRefusal } from '../orders/history'
import { cancelEffect, completeEffect, confirmEffect, moveEffect } from '../orders/moves'
import { findOrder, listOrders, orderDetail, packagesOf, parseCursor } from '../orders/queries'
import { FROM } from '../orders/rules'
import { SHIPPING_REFUSALS, shipEffect, signEffect } from '../orders/shipping'
import { keyedWrite } from '../core/keyed-write'

const refusedAction = [historyRefusal('actionNotAllowed')]
const seller = (actorId: number, now: number, note?: string) => ({ actor: 'seller' as const, actorId, now, note })

type BuyerRow = { id: number; username: string; nickname: string }

/** The currency of each listed order, from its own country (`c`). */
const CURRENCY_COLUMNS = ', c.code AS country_code, c.currency_code, c.currency_symbol, c.symbol_position, c.symbol_spacing, c.digit_grouping, c.decimal_point, c.print_scale'

const currencyOfRow = (row: Record<string, unknown>): Currency => ({
  countryCode: row.country_code as CountryCode,
  currencyCode: row.currency_code as string,
  currencySymbol: row.currency_symbol as string,
  currencySymbolPosition: row.symbol_position as 'before' | 'after',
  currencySymbolSpacing: row.symbol_spacing as string,
  digitGroupingSymbol: row.digit_grouping as string,
  decimalPointCharacter: row.decimal_point as string,
  currencyScale: (row.print_scale ?? row.currency_scale) as number,
})

/**
 * The seller's side of orders, for admins only (others: 403 'No permission for current operation'). An admin reads and
 * moves the orders of one market at a time, the request's (COUNTRY_ID), as with appeals: another market's order reads
 * as missing, and every action on it answers 'Resource does not exist' and changes nothing.
 */
export const adminOrderRoutes = new EndpointRoutes()
  .endpoint(endpoints.adminOrders, async (c, { query }) => {
    const cursor = parseCursor(query.cursor)
    if (query.cursor !== undefined && cursor === null) throw invalidInput()
    const statuses = query.status ? [query.status] : ORDER_STATUSES
    const market = await marketOf(c)
    const page = await listOrders(
      c.env.DB,
      {
        userId: null, countryId: market.id, statuses, cursor,
        extraColumns: `, u.nickname AS buyer, o.payment${CURRENCY_COLUMNS}`, extraJoin: ' JOIN users u ON u.id = o.user_id',
      },
      (row) => ({ buyer: row.buyer as string, payment: row.payment as Payment, currency: currencyOfRow(row) }),
    )
    return ok(c, page)
  })
  .endpoint(endpoints.adminOrder, async (c, { query }) => {
    const id = Number(query.id)
    const [market, order] = await Promise.all([marketOf(c), findOrder(c.env.DB, id, null)])
    if (!order || order.country_id !== market.id) throw notFound()
    const [detail, packages, buyer] = await Promise.all([
      orderDetail(c.env.DB, order, 'seller'),
      packagesOf(c.env.DB, order.id),
      c.env.DB.prepare('SELECT id, username, nickname FROM users WHERE id = ?').bind(order.user_id).first<BuyerRow>(),
    ])
    return ok(c, { ...detail, buyer: buyer!, currency: currencyOf(market), packages })
  })
  .endpoint(endpoints.adminConfirm, async (c, { body: request, key }) => {
    const admin = c.get('user')
    const { id: marketId } = await marketOf(c)
    return answer(c, await keyedWrite(c.env.DB, {
      userId: admin.id, key, action: 'adminConfirm', request,
      effect: ({ now }) => confirmEffect(c.env.DB, admin.id, marketId, request.orderId, now),
      refusals: refusedAction,
    }))
  })
  .endpoint(endpoints.adminRequestVerification, async (c, { body: request, key }) => {
    const admin = c.get('user')
    const { id: marketId } = await marketOf(c)
    const target = { orderId: request.orderId, ownerId: null, marketId, from: FROM.requestVerification, refused: 'actionNotAllowed' as const }
    return answer(c, await keyedWrite(c.env.DB, {
      userId: admin.id, key, action: 'adminRequestVerification', request,
      effect: ({ now }) => moveEffect(c.env.DB, target, seller(admin.id, now, request.note), () => 'awaitingVerification'),
      refusals: refusedAction,
    }))
  })
  .endpoint(endpoints.adminShip, async (c, { body: request, key }) => {
    const admin = c.get('user')
    const { id: marketId } = await marketOf(c)
    return answer(c, await keyedWrite(c.env.DB, {
      userId: admin.id, key, action: 'adminShip', request,
      effect: ({ id, now }) => shipEffect(c.env.DB, admin.id, marketId, request, id, now),
      refusals: SHIPPING_REFUSALS, idColumn: 'packages.id',
    }))
  })
  .endpoint(endpoints.adminSign, async (c, { body: request, key }) => {
    const admin = c.get('user')
    const { id: marketId } = await marketOf(c)
    return answer(c, await keyedWrite(c.env.DB, {
      userId: admin.id, key, action: 'adminSign', request,
      effect: ({ now }) => signEffect(c.env.DB, admin.id, marketId, request, now),
      refusals: SHIPPING_REFUSALS,
    }))
  })
  .endpoint(endpoints.adminComplete, async (c, { body: request, key }) => {
    const admin = c.get('user')
    const { id: marketId } = await marketOf(c)
    return answer(c, await keyedWrite(c.env.DB, {
      userId: admin.id, key, action: 'adminComplete', request,
      effect: ({ now }) => completeEffect(c.env.DB, admin.id, marketId, request.orderId, now),
      refusals: refusedAction,
    }))
  })
  .endpoint(endpoints.adminCancel, async (c, { body: request, key }) => {
    const admin = c.get('user')
    const { id: marketId } = await marketOf(c)
    const target = { orderId: request.orderId, ownerId: null, marketId, from: FROM.sellerCancel, refused: 'orderNotCancellable' as const }
    const cancelled = await keyedWrite(c.env.DB, {
      userId: admin.id, key, action: 'adminCancel', request,
      effect: ({ now }) => cancelEffect(c.env.DB, target, { ...seller(admin.id, now, request.note), reason: request.reason }),
      refusals: [historyRefusal('orderNotCancellable')],
    })
    if (cancelled.code === 1) await returnAfterCancel(c.env, request.orderId)
    return answer(c, cancelled)
  })
