import type { Context } from 'hono'
import { type HeldCoupon, MY_COUPON_TABS, type MyCouponTab } from '../../contract'

import type { AppEnv } from '../../worker/env'
import { couponStyles } from '../_parts/coupon-styles'
import { loadCartCount, pageKit, type PageKit } from '../../worker/render/page-kit'
import { CouponCard, useLinkOf } from '../_parts/coupon-card'

const minePath = (tab: MyCouponTab) => `/m/coupon/mine?tab=${tab}`

function Tabs({ current, kit }: { current: MyCouponTab; kit: PageKit }) {
  return (
    <nav className="tabs" aria-label={kit.t('myCoupons.tabs')}>
      {MY_COUPON_TABS.map((tab) => (
        <a key={tab} className="tab" href={minePath(tab)} aria-current={tab === current ? 'page' : undefined}>
          {kit.t(`myCoupons.${tab}`)}
        </a>
      ))}
    </nav>
  )
}

function HeldEntry({ held, kit, now }: { held: HeldCoupon; kit: PageKit; now: number }) {
  const { t, tx, dateTime } = kit
  const date = (at: number) => <time dateTime={new Date(at).toISOString()}>{dateTime(at, 'date')}</time>
  return (
    <li>
      <CouponCard
        terms={held.coupon}
        kit={kit}
        dim={held.state !== 'usable'}
        lines={
          <>
            {held.state === 'usable' && held.startsAt > now ? <li>{tx('coupon.startsAt', { date: date(held.startsAt) })}</li> : null}
            <li className="muted">{tx('coupon.expiresAt', { date: date(held.expiresAt) })}</li>
          </>
        }
      >
        <div className="cpn-foot">
          {held.state === 'usable' ? (
            <a className="btn plain" href={useLinkOf(held.coupon)}>{t('couponCentre.use')}</a>
          ) : held.orderId !== null ? (
            <a href={`/m/order/details?id=${held.orderId}`}>{tx('coupon.usedOn', { id: held.orderId })}</a>
          ) : (
            <span className="tag">{t(`couponState.${held.state}`)}</span>
          )}
        </div>
      </CouponCard>
    </li>
  )
}

/** My coupons: those to use (soonest to expire first), used ones with their order, and expired ones. */
export async function GET(c: Context<AppEnv>) {
  const tab = MY_COUPON_TABS.find((known) => known === c.req.query('tab')) ?? 'usable'
  const [kit, mine, cartCount] = await Promise.all([pageKit(c), c.var.upstream.call('myCoupons', { query: { tab } }), loadCartCount(c)])
  const { t } = kit
  const now = Date.now()
  return c.render(
    <>
      <Tabs current={tab} kit={kit} />
      {mine.items.length === 0 ? (
        <p className="empty">{t('myCoupons.empty')}</p>
      ) : (
        <ul className="cpns">
          {mine.items.map((held) => <HeldEntry key={held.coupon.id} held={held} kit={kit} now={now} />)}
        </ul>
      )}
      <p className="row end">
        <a className="btn" href="/m/coupon/center">{t('myCoupons.centre')}</a>
      </p>
    </>,
    { title: t('myCoupons.title'), back: '/m/coupon/center', cartCount, styles: couponStyles },
  )
}

export const namespaces = ['coupons', 'catalog'] as const
