import type { Context } from 'hono'
import type { NewcomerOffer } from '../../contract'
import { loginPath } from '../../islands/back'
import type { AppEnv } from '../../worker/env'
import { couponStyles } from '../../worker/render/coupon-styles'
import { readForm } from '../../worker/render/form'
import { packNoticeFor, setNotice } from '../../worker/render/notice'
import { loadCartCount, pageKit, type PageKit } from '../../worker/render/page-kit'
import { failedForm, refusalOf } from '../../worker/render/refusal'
import { CouponCard, Validity } from '../coupon/_card'

const HERE = '/m/special-for-new-user/activity'

/**
 * What the app's bridge is handed on this page: in the app, the page gives this body to the bridge's
 * `setNewUserCouponRequestBody`, so the app can receive the pack itself. The bridge is not part of the storefront
 * yet; the body travels on the pack's form as `data-new-user-coupon-request-body` for it to read.
 */
export const setNewUserCouponRequestBody = (offer: NewcomerOffer) => JSON.stringify({ couponIds: offer.gifts.map((gift) => gift.id) })

/** The pack's one action: a plain form, so receiving works without JavaScript. */
function ReceiveForm({ offer, kit }: { offer: NewcomerOffer; kit: PageKit }) {
  const bridge = kit.ctx.variant.inApp ? { 'data-new-user-coupon-request-body': setNewUserCouponRequestBody(offer) } : {}
  return (
    <form method="post" action={HERE} {...bridge}>
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
  return <ReceiveForm offer={offer} kit={kit} />
}

/** The newcomer offer: the newbie gift pack, received in one tap by an account with no completed order. */
export async function GET(c: Context<AppEnv>) {
  const [kit, offer, cartCount] = await Promise.all([pageKit(c), c.var.upstream.call('newcomerOffer'), loadCartCount(c)])
  const { t } = kit
  const now = Date.now()
  return c.render(
    <>
      <p className="muted">{t('newcomer.intro')}</p>
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
    </>,
    { title: t('newcomer.title'), cartCount, styles: couponStyles },
  )
}

/** "Receive the gift pack": one call under the form's key (the same form sent twice receives once), back with a notice. */
export async function POST(c: Context<AppEnv>) {
  if (!c.var.ctx.loggedIn) return c.redirect(loginPath(HERE), 303)
  const form = await readForm(c)
  try {
    await c.var.upstream.call('receiveNewcomerPack', { idempotencyKey: form.idempotencyKey() })
    setNotice(c, 'packReceived')
  } catch (error) {
    const refused = refusalOf(error)
    if (!refused) return failedForm(c, error, HERE)
    setNotice(c, packNoticeFor(refused))
  }
  return c.redirect(HERE, 303)
}

export const namespaces = ['newcomer', 'coupons'] as const
