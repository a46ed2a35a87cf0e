import type { Context } from 'hono'
import { Fragment, type ReactNode } from 'react'
import type { AppEnv } from '../../worker/env'
import type { PageKit } from '../../worker/render/page-kit'
import type { Activity } from './activity'
import { cashBackActivity } from './activity-cash-back'
import { couponsActivity } from './activity-coupons'
import { flashSaleActivity } from './activity-flash-sale'
import { freeDeliveryActivity } from './activity-free-delivery'
import { luckyDrawActivity } from './activity-lucky-draw'
import { newcomerActivity } from './activity-newcomer'
import { presaleActivity } from './activity-presale'

/** The registry: every activity of the strip, in order. A new activity adds its entry here. */
export const ACTIVITIES = [
  newcomerActivity, flashSaleActivity, presaleActivity, couponsActivity, luckyDrawActivity, cashBackActivity, freeDeliveryActivity,
]

type Loaded = { key: string; view: (kit: PageKit) => ReactNode }

async function loadOne<T>(activity: Activity<T>, c: Context<AppEnv>): Promise<Loaded | null> {
  const data = await activity.load(c).catch(() => null)
  return data === null ? null : { key: activity.key, view: (kit) => <activity.Entry data={data} kit={kit} /> }
}

/** Loads every activity side by side; one that fails or has nothing to show is left out. */
export async function loadActivities(c: Context<AppEnv>): Promise<Loaded[]> {
  const loaded = await Promise.all(ACTIVITIES.map((activity) => loadOne(activity as Activity<unknown>, c)))
  return loaded.filter((entry): entry is Loaded => entry !== null)
}

export function ActivityStrip({ activities, kit }: { activities: Loaded[]; kit: PageKit }) {
  if (activities.length === 0) return null
  return (
    <>
      <h2>{kit.t('home.activities')}</h2>
      <div className="strip">
        {activities.map((activity) => (
          <Fragment key={activity.key}>{activity.view(kit)}</Fragment>
        ))}
      </div>
    </>
  )
}
