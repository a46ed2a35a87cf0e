import { cashBackOf, type CashBackOffer } from '../../contract'
import { DEFAULT_FORMATTING, formatNumber } from '../../locales/format'
import type { PageKit } from '../../worker/render/page-kit'

/** 0.05 → `5%`, 0.025 → `2.5%`, with the market's decimal character. */
export function rateText(rate: number, kit: PageKit): string {
  const value = Math.round(rate * 10_000) / 100
  return `${formatNumber(value, Number.isInteger(value) ? 0 : Number.isInteger(value * 10) ? 1 : 2, kit.ctx.country.info ?? DEFAULT_FORMATTING)}%`
}

/** The cash back running in the market: its rate, its cap, until when. */
export function CashBackNote({ offer, kit }: { offer: CashBackOffer; kit: PageKit }) {
  const { tx, money, dateTime } = kit
  return (
    <p className="note cb">
      {tx('cashBack.offer', { rate: <b dir="ltr">{rateText(offer.rate, kit)}</b> })}
      {offer.cap !== null ? <> {tx('cashBack.cap', { cap: <span dir="ltr">{money(offer.cap)}</span> })}</> : null}
      <br />
      <span className="muted">{tx('cashBack.until', { time: dateTime(offer.endAt) })}</span>
    </p>
  )
}

/** At checkout: the cash back these goods earn, credited to the wallet when the order completes. */
export function CashBackEstimate({ offer, goods, kit }: { offer: CashBackOffer; goods: number; kit: PageKit }) {
  const scale = kit.ctx.country.info?.currencyScale ?? 2
  const amount = cashBackOf(offer, goods, scale)
  if (amount <= 0) return null
  return <p className="note cb">{kit.tx('cashBack.estimate', { amount: <b dir="ltr">{kit.money(amount)}</b> })}</p>
}
