import type { PageKit } from '../../worker/render/page-kit'
import { ProgressBar } from './progress-bar'

/**
 * How far the items are from the market's free delivery: "Add ₦2,500.00 more for free delivery" with a labelled
 * progress bar, or "Your order has free delivery". Nothing when the market has no free-delivery amount.
 */
export function FreeDeliveryProgress({ over, amount, kit }: { over: number | null; amount: number; kit: PageKit }) {
  const { t, tx, money } = kit
  if (over === null) return null
  const missing = Math.max(0, over - amount)
  const share = Math.min(100, Math.round((amount / over) * 100))
  return (
    <div className="free">
      <p className={missing === 0 ? 'ok' : 'note'}>
        {missing === 0 ? t('freeDelivery.reached') : tx('freeDelivery.missing', { amount: <span dir="ltr">{money(missing)}</span> })}
      </p>
      {missing > 0 ? (
        <ProgressBar now={share} max={100} label={t('freeDelivery.progress')} percent={share} />
      ) : null}
    </div>
  )
}

/** "Free delivery on orders of ₦50,000.00 or more", for the market's free-delivery amount. */
export function FreeDeliveryOffer({ over, kit }: { over: number | null; kit: PageKit }) {
  if (over === null) return null
  return <>{kit.tx('freeDelivery.over', { amount: <span dir="ltr">{kit.money(over)}</span> })}</>
}
