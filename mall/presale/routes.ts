import type { Context } from 'hono'
import { endpoints, type Reserved } from '../../contract'
import { optionalUser } from '../core/auth'
import type { UserEnv } from '../core/env'
import { answer, errorBody, ok, successBody } from '../core/envelope'
import { MallError, notFound } from '../core/errors'
import { type Effect, fingerprintOf, idempotentWrite } from '../core/idempotent-write'
import { marketOf } from '../core/market'
import { objectGrant } from '../core/object-grant'
import { EndpointRoutes } from '../core/mount'
import { resolveCountry } from '../countries/queries'
import type { ReserveAnswer } from './presale-quota.do'
import {
  findPresaleItem, findReservation, listPresale, phaseOf, preSaleNumOf, type PresaleItemRow, presaleQuotaOf, reservationStatements,
} from './queries'

const REFUSED = { soldOut: 'reservationSoldOut', alreadyReserved: 'alreadyReserved' } as const

/** An item of the caller's market; one of another market, or none, does not exist. */
async function itemOfMarket(c: Context<UserEnv>, itemId: number): Promise<PresaleItemRow> {
  const [item, country] = await Promise.all([findPresaleItem(c.env.DB, itemId), marketOf(c)])
  if (!item || item.country_id !== country.id) throw notFound()
  return item
}

export const presaleRoutes = new EndpointRoutes()
  .endpoint(endpoints.presaleItems, async (c) => {
    const country = await resolveCountry(c)
    const user = optionalUser(c)
    const now = Date.now()
    const [items, preSaleNum] = await Promise.all([
      listPresale(c.env.DB, country.id, user?.id ?? null, now),
      user ? preSaleNumOf(c.env.DB, user.id, now) : 0,
    ])
    return ok(c, { serverTime: now, items, preSaleNum })
  })
  .endpoint(endpoints.presaleCount, async (c) => ok(c, { preSaleNum: await preSaleNumOf(c.env.DB, c.get('user').id, Date.now()) }))
  /**
   * Reserving: the item's quota object grants one reservation per buyer within the quota (checked and written in one
   * turn), then the reservation row and D1's listing copy land with the answer's idempotency record.
   */
  .endpoint(endpoints.reserve, async (c, { body: request, key }) => {
    const user = c.get('user')
    const db = c.env.DB
    const scope = { userId: user.id, key, fingerprint: fingerprintOf('presaleReserve', request) }

    const body = await idempotentWrite<Reserved>(db, scope, async (): Promise<Effect<Reserved>> => {
      const item = await itemOfMarket(c, request.itemId)
      const quota = presaleQuotaOf(c.env.PRESALE_QUOTA, item.id)
      const phase = phaseOf(item, Date.now())
      if (phase === 'coming') throw new MallError('reservationClosed')
      const granted = await objectGrant<ReserveAnswer>({
        scope,
        closed: phase === 'reserving' ? null : 'reservationClosed',
        grant: () => quota.reserve({ buyer: user.id, key, fingerprint: scope.fingerprint, listing: { quota: item.quota, reserved: item.reserved } }),
        recall: (buyer, key) => quota.recall(buyer, key),
      })
      if (granted.result !== 'ok') return { answer: errorBody(REFUSED[granted.result]) }
      const now = Date.now()
      const held = await preSaleNumOf(db, user.id, now)
      const known = await findReservation(db, item.id, user.id)
      return {
        answer: successBody({ itemId: item.id, reserved: granted.reserved, preSaleNum: held + (known ? 0 : 1) }),
        statements: reservationStatements(db, item.id, user.id, granted, now),
      }
    }).catch((error: unknown) => {
      if (error instanceof MallError) throw error
      // The quota object remembers the grant under this key: a retry with the same key writes it again.
      console.error('presale: reservation granted but the D1 write failed', error)
      throw new MallError('reserveFailed')
    })
    return answer(c, body)
  })
  /**
   * Buying, in the sale window, for the holder only: the reserved unit becomes a cart line at the pre-sale price (one
   * line per buyer and item, so a repeat gives the same line). Placing the order uses the reservation, once.
   */
  .endpoint(endpoints.presaleBuy, async (c, { body: request }) => {
    const user = c.get('user')
    const db = c.env.DB
    const item = await itemOfMarket(c, request.itemId)
    const now = Date.now()
    if (phaseOf(item, now) !== 'selling') throw new MallError('presaleNotOnSale')
    const reservation = await findReservation(db, item.id, user.id)
    if (reservation?.status === 'bought') throw new MallError('reservationUsed')
    if (reservation?.status !== 'reserved') throw new MallError('notReserved')
    const line = await db
      .prepare(
        `INSERT INTO cart_items (user_id, product_id, presale_item_id, quantity, unit_price_minor, selected, created_at, updated_at)
         VALUES (?1, ?2, ?3, 1, ?4, 1, ?5, ?5)
         ON CONFLICT (user_id, presale_item_id) WHERE presale_item_id IS NOT NULL DO UPDATE SET selected = 1, updated_at = excluded.updated_at
         RETURNING id`,
      )
      .bind(user.id, item.product_id, item.id, item.price_minor, now)
      .first<{ id: number }>()
    return ok(c, { lineId: line!.id })
  })
