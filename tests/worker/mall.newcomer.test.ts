import { describe, expect, it } from 'vitest'
import type { NewcomerOffer } from '../../contract'
import { issuedOf } from './coupons.helpers'
import { call, createBuyers, mallEnv, NG } from './mall.helpers'
import { completeAnOrder, giftCopiesOf, receivePack } from './newcomer.helpers'
import { answerOf } from './orders.helpers'

const db = mallEnv.DB
/** Nigeria's pack in the seed: ₦1,000 off, free delivery, ₦3,000 off over ₦15,000. */
const NG_PACK = [701, 702, 703]

const offer = (token?: string, countryId = NG) => answerOf<NewcomerOffer>(call('/api/newcomer/offer', { token, headers: { country_id: String(countryId) } }))

describe('the newbie gift pack', () => {
  it('is offered in every market, in its currency, and not in the coupon centre', async () => {
    const markets = (await db.prepare('SELECT id FROM countries ORDER BY id').all<{ id: number }>()).results
    for (const { id } of markets) {
      const { data } = await offer(undefined, id)
      expect(data!.standing).toBe('guest')
      expect(data!.gifts.map((gift) => gift.kind)).toEqual(['amountOff', 'freeDelivery', 'amountOff'])
    }
    const nigeria = (await offer()).data!.gifts
    expect(nigeria.map((gift) => [gift.id, gift.value, gift.minOrder])).toEqual([[701, 1000, 0], [702, 0, 0], [703, 3000, 15000]])
    const centre = await answerOf<{ coupons: { id: number }[] }>(call('/api/coupon/center', { headers: { country_id: String(NG) } }))
    expect(centre.data!.coupons.filter((coupon) => NG_PACK.includes(coupon.id))).toEqual([])
  })

  it('one new buyer\'s 50 parallel taps, each with its own key: the pack once (3 copies), 49 "already received"', async () => {
    const [buyer] = await createBuyers(1)
    const issuedBefore = await Promise.all(NG_PACK.map(issuedOf))
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => receivePack(buyer!.token, `pack-tap-${buyer!.id}-${i}`)))

    expect(answers.filter((a) => a.code === 1)).toHaveLength(1)
    expect(answers.filter((a) => a.key === 'newcomerPackReceived')).toHaveLength(49)
    expect(answers.every((a) => a.status === 200)).toBe(true)
    expect(await giftCopiesOf(buyer!.id)).toEqual(NG_PACK.map((id) => ({ coupon_id: id, source: `newcomer:${buyer!.id}:${id}` })))
    expect(await Promise.all(NG_PACK.map(issuedOf))).toEqual(issuedBefore.map((n) => n + 1))
    expect((await offer(buyer!.token)).data!.gifts.every((gift) => gift.received)).toBe(true)
  })

  it('a retried tap gets its first answer and gives nothing more', async () => {
    const [buyer] = await createBuyers(1)
    const key = `pack-retry-${buyer!.id}`
    const first = await receivePack(buyer!.token, key)
    expect(first.data!.coupons.map((copy) => copy.couponId)).toEqual(NG_PACK)
    expect(await receivePack(buyer!.token, key)).toEqual(first)
    expect(await giftCopiesOf(buyer!.id)).toHaveLength(3)
  })

  it('is refused to an account with a completed order, which the offer tells is not new', async () => {
    const [buyer] = await createBuyers(1)
    expect((await offer(buyer!.token)).data!.standing).toBe('newcomer')
    await completeAnOrder(buyer!.id)
    expect((await offer(buyer!.token)).data!.standing).toBe('notNew')
    expect(await receivePack(buyer!.token)).toMatchObject({ code: 500, key: 'notNewcomer' })
    expect(await giftCopiesOf(buyer!.id)).toEqual([])
  })

  it('gives nothing when one of its coupons is all gone: the pack is all or none', async () => {
    const [buyer] = await createBuyers(1)
    await db.prepare('UPDATE coupons SET total = issued WHERE id = 703').run()
    try {
      expect(await receivePack(buyer!.token)).toMatchObject({ code: 500, key: 'couponGone' })
      expect(await giftCopiesOf(buyer!.id)).toEqual([])
    } finally {
      await db.prepare('UPDATE coupons SET total = 100000 WHERE id = 703').run()
    }
  })

  it('a guest is asked to log in', async () => {
    expect(await receivePack('')).toMatchObject({ status: 401 })
  })
})
