import type { Context } from 'hono'
import { endpoints, type NewcomerOffer, parseId } from '../../contract'
import { loginPath } from '../../islands/return-path'
import type { AppEnv } from '../../worker/env'
import { couponStyles } from '../_parts/coupon-styles'
import { readForm } from '../../worker/render/form'
import { Island } from '../../worker/render/island'
import { setNotice } from '../../worker/context/notice'
import { newcomerRefusal } from '../../worker/render/refusal-notices'
import { loadCartCount, pageKit, type PageKit } from '../../worker/render/page-kit'
import { refusalOf } from '../../worker/render/refusal'
import { CouponCard, Validity } from '../_parts/coupon-card'
import { SPECIAL_STYLES, Specials } from './_specials'
import type { PageAccess } from '../../worker/context/access'

const HERE = '/m/special-for-new-user/activity'

/** The request that receives the pack, as the app is handed it (`setNewUserCouponRequestBody`, docs/bridge.md). */
export const newUserCouponRequestBody = (offer: NewcomerOffer, countryId: number | null) => ({
  method: endpoints.receiveNewcomerPack.method,
  path: endpoints.receiveNewcomerPack.path,
  countryId,
  couponIds: offer.gifts.filter((gift) => !gift.received).map((gift) => gift.id),
})

/** The pack's one action: a plain form, so receiving works without JavaScript. */
function ReceiveForm({ kit }: { kit: PageKit }) {
  return (
    <form method="post" action={HERE}>
      <input type="hidden" name="action" value="pack" />
      <input type="hidden" name="idem" value={crypto.randomUUID()} />
      <button className="btn" type="submit">{kit.t('newcomer.receive')}</button>
    </form>
  )
}

/** What the shopper can do: a guest logs in, a newcomer receives (or has received), anyone else sees why not. */
function Standing({ offer, kit }: { offer: NewcomerOffer; kit: PageKit }) {
  const { t } = kit
  if (offer.standing === 'guest') {
    return (
      <section className="card">
        <p>{t('newcomer.guest')}</p>
        <p className="row">
          <a className="btn" href={loginPath(HERE)}>{t('newcomer.logIn')}</a>
          <a className="btn plain" href="/m/login/register">{t('newcomer.register')}</a>
        </p>
      </section>
    )
  }
  if (offer.standing === 'notNew') {
    return (
      <section className="card" aria-labelledby="nc-offers">
        <p>{t('newcomer.notNew')}</p>
        <h2 id="nc-offers">{t('newcomer.offers')}</h2>
        <p className="row">
          <a className="btn" href="/m/coupon/center">{t('newcomer.coupons')}</a>
          <a className="btn plain" href="/m/activity/sale">{t('newcomer.flashSale')}</a>
        </p>
      </section>
    )
  }
  if (offer.gifts.every((gift) => gift.received)) {
    return (
      <section className="card">
        <p>{t('newcomer.allReceived')}</p>
        <p className="row">
          <a className="btn" href="/m/">{t('newcomer.shop')}</a>
          <a className="btn plain" href="/m/coupon/mine">{t('newcomer.myCoupons')}</a>
        </p>
      </section>
    )
  }
  return <ReceiveForm kit={kit} />
}

/**
 * The newcomer offer: the newbie gift pack, received in one tap by an account with no completed order, and the
 * new-customer specials, one per account. In an app, the page hands the app the pack's request.
 */
export async function GET(c: Context<AppEnv>) {
  const [kit, offer, cartCount] = await Promise.all([pageKit(c), c.var.upstream.call('newcomerOffer'), loadCartCount(c)])
  const { t, ctx } = kit
  const now = Date.now()
  const handOver = ctx.variant.inApp && offer.standing !== 'notNew' && offer.gifts.some((gift) => !gift.received)
  return c.render(
    <>
      <p className="muted">{t('newcomer.intro')}</p>
      {handOver ? <Island name="new-user-coupon" when="load" props={{ body: newUserCouponRequestBody(offer, ctx.country.info?.id ?? null) }} /> : null}
      {offer.gifts.length === 0 ? (
        <p className="empty">{t('newcomer.empty')}</p>
      ) : (
        <>
          <Standing offer={offer} kit={kit} />
          <h2 id="nc-pack">{t('newcomer.packTitle')}</h2>
          <ul className="cpns" aria-labelledby="nc-pack">
            {offer.gifts.map((gift) => (
              <li key={gift.id}>
                <CouponCard terms={gift} kit={kit} dim={offer.standing === 'notNew'} lines={<Validity terms={gift} kit={kit} now={now} />}>
                  {gift.received ? <span className="tag">{t('newcomer.received')}</span> : null}
                </CouponCard>
              </li>
            ))}
          </ul>
        </>
      )}
      <Specials offer={offer} kit={kit} action={HERE} />
    </>,
    { title: t('newcomer.title'), cartCount, styles: couponStyles + SPECIAL_STYLES },
  )
}

/**
 * The plain forms. "Receive the gift pack": one call under the form's key (the same form sent twice receives once),
 * back with a notice. "Buy at this price": the special goes to the cart, then to checkout with just that line.
 */
export async function POST(c: Context<AppEnv>) {
  const form = await readForm(c)
  const specialId = form.text('action', 10) === 'special' ? parseId(form.text('specialId', 10)) : null
  try {
    if (specialId !== null) {
      const { lineId } = await c.var.upstream.call('buyNewcomerSpecial', { body: { specialId } })
      return c.redirect(`/m/order/confirm?lines=${lineId}`, 303)
    }
    await c.var.upstream.call('receiveNewcomerPack', { idempotencyKey: form.idempotencyKey() })
    setNotice(c, { ok: 'newcomer.packReceived' })
  } catch (error) {
    const refused = refusalOf(error)
    if (!refused) throw error
    setNotice(c, newcomerRefusal(refused, specialId !== null))
  }
  return c.redirect(HERE, 303)
}

export const namespaces = ['newcomer', 'coupons'] as const

export const access: PageAccess = { GET: 'guest', POST: 'user' }
