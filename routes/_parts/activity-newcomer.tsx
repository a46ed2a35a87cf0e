import type { GiftCoupon } from '../../contract'
import type { PageKit } from '../../worker/render/page-kit'
import { defineActivity } from './activity'
import { CouponValue } from './coupon-card'
import { ActivityCard } from './activity-card'

function NewcomerEntry({ data: gifts, kit }: { data: GiftCoupon[]; kit: PageKit }) {
  const { t } = kit
  return (
    <ActivityCard id="newcomer" href="/m/special-for-new-user/activity" title={t('newcomer.activity')}>
      <p className="muted">{t('newcomer.activityLine')}</p>
      <ul className="tickets">
        {gifts.map((gift) => (
          <li key={gift.id}>
            <a href="/m/special-for-new-user/activity">
              <b className="price">
                <CouponValue terms={gift} kit={kit} />
              </b>
            </a>
          </li>
        ))}
      </ul>
    </ActivityCard>
  )
}

/** The newcomer gifts on the home strip, for guests and accounts with no completed order only. */
export const newcomerActivity = defineActivity<GiftCoupon[]>({
  key: 'newcomer',
  async load(c) {
    const { standing, gifts } = await c.var.upstream.call('newcomerOffer')
    return standing !== 'notNew' && gifts.length > 0 ? gifts : null
  },
  Entry: NewcomerEntry,
})
