import type { CentreCoupon } from '../../contract'
import type { PageKit } from '../../worker/render/page-kit'
import { defineActivity } from './activity'
import { CouponValue } from './coupon-card'
import { ActivityCard } from './activity-card'

const FIRST_COUPONS = 3

type Data = { coupons: CentreCoupon[] }

function CouponsEntry({ data: { coupons }, kit }: { data: Data; kit: PageKit }) {
  const { t } = kit
  return (
    <ActivityCard id="coupons" href="/m/coupon/center" title={t('couponStrip.title')}>
      <ul className="tickets">
        {coupons.slice(0, FIRST_COUPONS).map((coupon) => (
          <li key={coupon.id}>
            <a href={`/m/coupon/center#coupon-${coupon.id}`}>
              <b className="price">
                <CouponValue terms={coupon} kit={kit} />
              </b>
              <span className="muted">{t(`couponState.${coupon.state}`)}</span>
            </a>
          </li>
        ))}
      </ul>
    </ActivityCard>
  )
}

/** The coupon centre on the home strip: the first coupons a shopper can still get or use; hidden when there are none. */
export const couponsActivity = defineActivity<Data>({
  key: 'coupons',
  async load(c) {
    const { coupons } = await c.var.upstream.call('couponCentre')
    const open = coupons.filter((coupon) => coupon.state === 'get' || coupon.state === 'received')
    return open.length > 0 ? { coupons: open } : null
  },
  Entry: CouponsEntry,
})
