import type { CashBackOffer } from '../contract'
import type { PageKit } from '../worker/render/page-kit'
import { defineActivity } from './_activity'
import { CashBackNote } from './_cash-back'

function CashBackEntry({ data: offer, kit }: { data: CashBackOffer; kit: PageKit }) {
  return (
    <section className="card act" aria-labelledby="act-cash-back">
      <a className="row link" href="/m/wallet/reward">
        <h3 id="act-cash-back" className="act-title">{kit.t('cashBack.title')}</h3>
        <span aria-hidden="true" className="chevron">›</span>
      </a>
      <CashBackNote offer={offer} kit={kit} />
    </section>
  )
}

/** Cash back on the home strip while a campaign runs in the market; it leads to the wallet. */
export const cashBackActivity = defineActivity<CashBackOffer>({
  key: 'cash-back',
  load: async (c) => (await c.var.upstream.call('cashBackOffer')).offer,
  Entry: CashBackEntry,
})
