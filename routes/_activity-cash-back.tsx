import type { CashBackOffer } from '../contract'
import type { PageKit } from '../worker/render/page-kit'
import { defineActivity } from './_activity'
import { rateText } from './_cash-back'

function CashBackEntry({ data: offer, kit }: { data: CashBackOffer; kit: PageKit }) {
  const { tx, t, money, dateTime } = kit
  return (
    <section className="card act" aria-labelledby="act-cash-back">
      <a className="row link" href="/m/wallet/reward">
        <h3 id="act-cash-back" className="act-title">{t('cashBack.title')}</h3>
        <span aria-hidden="true" className="chevron">›</span>
      </a>
      <p className="headline" dir="ltr">{rateText(offer.rate, kit)}</p>
      <p className="muted">
        {t('cashBack.activity')}
        {offer.cap !== null ? <> {tx('cashBack.cap', { cap: <span dir="ltr">{money(offer.cap)}</span> })}</> : null}
        <br />
        {tx('cashBack.until', { time: dateTime(offer.endAt) })}
      </p>
    </section>
  )
}

/** Cash back on the home strip while a campaign runs in the market. */
export const cashBackActivity = defineActivity<CashBackOffer>({
  key: 'cash-back',
  load: async (c) => (await c.var.upstream.call('cashBackOffer')).offer,
  Entry: CashBackEntry,
})
