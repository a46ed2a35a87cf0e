import type { CashBackOffer } from '../../contract'
import type { PageKit } from '../../worker/render/page-kit'
import { defineActivity } from './activity'
import { CashBackNote } from './cash-back'
import { ActivityCard } from './activity-card'

function CashBackEntry({ data: offer, kit }: { data: CashBackOffer; kit: PageKit }) {
  return (
    <ActivityCard id="cash-back" href="/m/wallet/reward" title={kit.t('cashBack.title')}>
      <CashBackNote offer={offer} kit={kit} />
    </ActivityCard>
  )
}

/** Cash back on the home strip while a campaign runs in the market; it leads to the wallet. */
export const cashBackActivity = defineActivity<CashBackOffer>({
  key: 'cash-back',
  load: async (c) => (await c.var.upstream.call('cashBackOffer')).offer,
  Entry: CashBackEntry,
})
