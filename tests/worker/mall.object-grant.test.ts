import { describe, expect, it } from 'vitest'
import type { ErrorKey } from '../../contract'
import type { TakeAnswer } from '../../mall/flash-sale/flash-stock.do'
import { objectGrant } from '../../mall/core/object-grant'
import { call, cartCount, createBuyers, createFlashItem, stockOf } from './mall.helpers'
import { answerOf } from './orders.helpers'
import { createPresaleItem, listingOf, moveTo, quotaOf, reservationsOf, reserve } from './presale.helpers'

const fingerprintOf = (flashItemId: number, quantity = 1) => `addToCart:${JSON.stringify({ flashItemId, quantity })}`

/** A flash item's stock object, asked through `objectGrant` as the cart asks it, counting what the object is asked. */
async function flashGrant(limitPerBuyer = 2) {
  const itemId = await createFlashItem({ total: 10, limitPerBuyer })
  const [buyer] = await createBuyers(1)
  const stock = stockOf(itemId)
  const asked = { grant: 0, recall: 0 }
  const ask = (key: string | null, { closed = null, quantity = 1 }: { closed?: ErrorKey | null; quantity?: number } = {}) => {
    const fingerprint = fingerprintOf(itemId, quantity)
    return objectGrant<TakeAnswer>({
      scope: { userId: buyer!.id, key, fingerprint },
      closed,
      grant: () => {
        asked.grant++
        return stock.take({ buyer: buyer!.id, key, fingerprint, quantity, limitPerBuyer, listing: { total: 10, sold: 0 } })
      },
      recall: (who, earlierKey) => {
        asked.recall++
        return stock.recall(who, earlierKey)
      },
    })
  }
  return { itemId, stock, ask, asked }
}

const refusalOf = (promise: Promise<unknown>) => promise.then(() => null, (error: { key?: string }) => error.key ?? error)

describe('objectGrant: while the window is open, the object decides', () => {
  it('grants, and the same key again gets the object\'s first answer without a second unit', async () => {
    const { stock, ask, asked } = await flashGrant()
    expect(await ask('open-tap')).toEqual({ result: 'ok', total: 10, sold: 1, version: 1 })
    expect(await ask('open-tap')).toEqual({ result: 'ok', total: 10, sold: 1, version: 1 })
    expect(asked).toEqual({ grant: 2, recall: 0 })
    expect(await stock.snapshot()).toMatchObject({ sold: 1 })
  })

  it('the same key with another request is a conflict, and nothing more is granted', async () => {
    const { stock, ask } = await flashGrant()
    await ask('open-tap')
    expect(await refusalOf(ask('open-tap', { quantity: 2 }))).toBe('idempotencyConflict')
    expect(await stock.snapshot()).toMatchObject({ sold: 1 })
  })

  it('an object\'s refusal is an answer like a grant', async () => {
    const { ask } = await flashGrant(1)
    expect(await ask('first')).toMatchObject({ result: 'ok' })
    expect(await ask('second')).toEqual({ result: 'limitReached' })
  })
})

describe('objectGrant: once the window is over, only an earlier grant comes back', () => {
  it('recalls the grant made under the key, and grants nothing new', async () => {
    const { stock, ask, asked } = await flashGrant()
    const granted = await ask('died-before-d1')
    expect(await ask('died-before-d1', { closed: 'sessionEnded' })).toEqual(granted)
    expect(asked).toEqual({ grant: 1, recall: 1 })
    expect(await stock.snapshot()).toMatchObject({ sold: 1 })
  })

  it('the key with another request is a conflict', async () => {
    const { ask } = await flashGrant()
    await ask('died-before-d1')
    expect(await refusalOf(ask('died-before-d1', { closed: 'sessionEnded', quantity: 2 }))).toBe('idempotencyConflict')
  })

  it('a key the object granted nothing under is refused with the closed window\'s refusal', async () => {
    const { stock, ask, asked } = await flashGrant()
    expect(await refusalOf(ask('never-seen', { closed: 'sessionEnded' }))).toBe('sessionEnded')
    expect(asked).toEqual({ grant: 0, recall: 1 })
    expect(await stock.snapshot()).toBeNull()
  })

  it('a request without a key is refused without asking the object', async () => {
    const { ask, asked } = await flashGrant()
    await ask(null)
    expect(await refusalOf(ask(null, { closed: 'reservationClosed' }))).toBe('reservationClosed')
    expect(asked).toEqual({ grant: 1, recall: 0 })
  })
})

const addWithKey = (token: string, body: unknown, key: string) =>
  answerOf<{ count: number; sold: number }>(call('/api/cart/add', { method: 'POST', token, json: body, headers: { 'idempotency-key': key } }))

describe('a retry after the window, through the endpoints', () => {
  it('flash sale: a unit the object granted before the session ended reaches the cart once; another body or key is refused', async () => {
    const itemId = await createFlashItem({ total: 10, limitPerBuyer: 2, status: 'ended' })
    const [buyer] = await createBuyers(1)
    const take = { buyer: buyer!.id, quantity: 1, limitPerBuyer: 2, listing: { total: 10, sold: 0 } }
    await stockOf(itemId).take({ ...take, key: 'lost-answer', fingerprint: fingerprintOf(itemId) })

    expect(await addWithKey(buyer!.token, { flashItemId: itemId, quantity: 2 }, 'lost-answer')).toMatchObject({ code: 500, key: 'idempotencyConflict' })
    expect(await addWithKey(buyer!.token, { flashItemId: itemId }, 'new-tap')).toMatchObject({ code: 500, key: 'sessionEnded' })
    expect(await addWithKey(buyer!.token, { flashItemId: itemId }, 'lost-answer')).toMatchObject({ code: 1, data: { count: 1, sold: 1 } })
    expect(await cartCount(buyer!.token)).toBe(1)
    expect(await stockOf(itemId).snapshot()).toMatchObject({ total: 10, sold: 1 })
  })

  it('pre-sale: a reservation the object granted before reservations closed is recorded once; another key is refused', async () => {
    const { itemId } = await createPresaleItem({ quota: 10 })
    const [buyer, other] = await createBuyers(2)
    const fingerprint = `presaleReserve:${JSON.stringify({ itemId })}`
    await quotaOf(itemId).reserve({ buyer: buyer!.id, key: 'lost-answer', fingerprint, listing: { quota: 10, reserved: 0 } })
    await moveTo(itemId, 'waiting')

    expect(await reserve(other!.token, itemId, 'lost-answer')).toMatchObject({ code: 500, key: 'reservationClosed' })
    expect(await reserve(buyer!.token, itemId, 'new-tap')).toMatchObject({ code: 500, key: 'reservationClosed' })
    expect(await reserve(buyer!.token, itemId, 'lost-answer')).toMatchObject({ code: 1, data: { itemId, reserved: 1, preSaleNum: 1 } })
    expect((await reservationsOf(itemId)).map((row) => row.user_id)).toEqual([buyer!.id])
    expect(await listingOf(itemId)).toEqual({ quota: 10, reserved: 1 })
  })

  it('pre-sale: before reservations open, nothing is asked of the object, whatever the key', async () => {
    const { itemId } = await createPresaleItem({ quota: 10, phase: 'coming' })
    const [buyer] = await createBuyers(1)
    const fingerprint = `presaleReserve:${JSON.stringify({ itemId })}`
    await quotaOf(itemId).reserve({ buyer: buyer!.id, key: 'early', fingerprint, listing: { quota: 10, reserved: 0 } })
    expect(await reserve(buyer!.token, itemId, 'early')).toMatchObject({ code: 500, key: 'reservationClosed' })
    expect(await reservationsOf(itemId)).toEqual([])
  })
})
