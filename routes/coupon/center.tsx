import type { Context } from 'hono'
import { type CentreCoupon, parseId } from '../../contract'
import { GET_COUPON_KEYS } from '../../islands/get-coupon.island'
import { loginPath, resolveBack } from '../../islands/return-path'
import { pick } from '../../locales'
import type { AppEnv } from '../../worker/env'
import { couponStyles } from '../_parts/coupon-styles'
import { readForm } from '../../worker/render/form'
import { Island } from '../../worker/render/island'
import { setNotice } from '../../worker/context/notice'
import { couponRefusal } from '../../worker/render/refusal-notices'
import { loadCartCount, pageKit, type PageKit } from '../../worker/render/page-kit'
import { refusalOf } from '../../worker/render/refusal'
import { CouponCard, useLinkOf, Validity, wholePercent } from '../_parts/coupon-card'
import { ProgressBar } from '../_parts/progress-bar'
import type { PageAccess } from '../../worker/context/access'
import { brandName, pageShare, ShareMeta } from '../_parts/share-meta'
import { pageCard } from '../../worker/render/share-card'

const HERE = '/m/coupon/center'

/** Where the centre's back arrow leads: the page the shopper came from (`?back=`, same-site only), else home. */
const cameFrom = (raw: string | undefined) => (raw ? resolveBack(raw, '') : '')
/** The centre, keeping where its back arrow leads. */
const centrePath = (back: string) => (back ? `${HERE}?back=${encodeURIComponent(back)}` : HERE)

/** What a shopper can do with a coupon in its state: get it (a plain form the island upgrades), use it, or nothing. */
function CouponAction({ coupon, kit, back }: { coupon: CentreCoupon; kit: PageKit; back: string }) {
  const { t } = kit
  if (coupon.state === 'get') {
    return <Island name="get-coupon" when="visible" props={{ couponId: coupon.id, idem: crypto.randomUUID(), ...(back ? { back } : {}), texts: pick(kit.ctx.language, GET_COUPON_KEYS) }} />
  }
  if (coupon.state === 'received') {
    return (
      <>
        <span className="tag">{t('couponState.received')}</span>
        <a className="btn plain" href={useLinkOf(coupon)}>{t('couponCentre.use')}</a>
      </>
    )
  }
  return <span className="tag">{t(`couponState.${coupon.state}`)}</span>
}

function CentreEntry({ coupon, kit, now, back }: { coupon: CentreCoupon; kit: PageKit; now: number; back: string }) {
  const { t, tx, dateTime } = kit
  const taken = Math.round(coupon.claimed * 100)
  return (
    <li>
      <CouponCard
        terms={coupon}
        kit={kit}
        dim={coupon.state !== 'get' && coupon.state !== 'received'}
        lines={
          <>
            <Validity terms={coupon} kit={kit} now={now} />
            {coupon.state === 'get' ? (
              <li className="muted">{tx('coupon.claimUntil', { date: <time dateTime={new Date(coupon.claimUntil).toISOString()}>{dateTime(coupon.claimUntil, 'date')}</time> })}</li>
            ) : null}
          </>
        }
      >
        {taken > 0 ? <ProgressBar now={taken} max={100} label={t('coupon.claimed', { percent: wholePercent(taken, kit) })} percent={taken} /> : null}
        <div className="cpn-foot">
          {/* Nothing taken yet says nothing: "0% taken" on a fresh coupon reads as unfinished. */}
          <span className="muted">{taken > 0 ? tx('coupon.claimed', { percent: <span dir="ltr">{wholePercent(taken, kit)}</span> }) : null}</span>
          <CouponAction coupon={coupon} kit={kit} back={back} />
        </div>
      </CouponCard>
    </li>
  )
}

/** The coupon centre: the market's coupons that can be received now, each with what the shopper can do with it. */
export async function GET(c: Context<AppEnv>) {
  const [kit, centre, cartCount] = await Promise.all([pageKit(c), c.var.upstream.call('couponCentre'), loadCartCount(c)])
  const { t } = kit
  const now = Date.now()
  const back = cameFrom(c.req.query('back'))
  const share = pageShare(c, { path: '/m/coupon/center', name: t('couponCentre.title'), description: t('share.coupons', { brand: brandName(c) }), image: pageCard('coupons') })
  return c.render(
    <>
      <ShareMeta c={c} share={share} />
      <section className="card row">
        <p className="muted">{t('couponCentre.intro')}</p>
        {c.var.ctx.loggedIn ? (
          <a className="btn plain keep" href="/m/coupon/mine">{t('couponCentre.mine')}</a>
        ) : (
          <a className="btn plain" href={loginPath(centrePath(back))}>{t('couponCentre.logIn')}</a>
        )}
      </section>
      {centre.coupons.length === 0 ? (
        <p className="empty">{t('couponCentre.empty')}</p>
      ) : (
        <ul className="cpns">
          {centre.coupons.map((coupon) => <CentreEntry key={coupon.id} coupon={coupon} kit={kit} now={now} back={back} />)}
        </ul>
      )}
    </>,
    { title: share.title, heading: t('couponCentre.title'), description: share.description, back: back || '/m/', cartCount, styles: couponStyles },
  )
}

/**
 * "Get" without JavaScript: receives the coupon under the form's key (the same form sent twice receives once), then
 * back to the centre at that coupon with a notice. A guest logs in first and comes back to the centre.
 */
export async function POST(c: Context<AppEnv>) {
  const form = await readForm(c)
  const couponId = parseId(form.text('couponId', 10))
  const centre = centrePath(cameFrom(form.text('back')))
  if (couponId === null) {
    setNotice(c, { fail: 'error.notFound' })
    return c.redirect(centre, 303)
  }
  try {
    await c.var.upstream.call('receiveCoupon', { body: { couponId }, idempotencyKey: form.idempotencyKey() })
    setNotice(c, { ok: 'couponNotice.received' })
  } catch (error) {
    const refused = refusalOf(error)
    if (!refused) throw error
    setNotice(c, couponRefusal(refused))
  }
  return c.redirect(`${centre}#coupon-${couponId}`, 303)
}

export const namespaces = ['coupons', 'catalog'] as const

export const access: PageAccess = { GET: 'guest', POST: 'user' }
