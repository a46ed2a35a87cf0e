import { parseId, type OrderQuote } from '../../contract'
import type { PageKit } from '../../worker/render/page-kit'
import { couponValueText } from '../_parts/coupon-card'

/** The coupon field of the checkout form: a coupon's id, `none`, or `best` (the one saving the most). */
export type CouponField = number | 'none' | 'best'

/** The form's `coupon` value; when it is missing or unreadable, `fallback`. */
export function readCouponField(raw: string, fallback: 'none' | 'best'): CouponField {
  if (raw === 'none' || raw === 'best') return raw
  return parseId(raw) ?? fallback
}

/**
 * The buyer's coupons for this order, as radios: the one the quote applied is checked (the best one unless the buyer
 * chose another), those that do not apply are shown disabled with the reason, and "No coupon". "Apply" sends the
 * form back to price it with the choice, so it works without JavaScript.
 */
export function CouponChoice({ quote, kit, here }: { quote: OrderQuote; kit: PageKit; here: string }) {
  const { t, tx, money } = kit
  const best = quote.coupons.find((option) => option.misfit === null)
  return (
    <fieldset className="card">
      <legend>{t('checkoutCoupon.legend')}</legend>
      {quote.coupons.every((option) => option.misfit !== null) ? (
        <p className="muted">
          {t('checkoutCoupon.noneHeld')} <a href={`/m/coupon/center?back=${encodeURIComponent(here)}`}>{t('checkoutCoupon.getMore')}</a>
        </p>
      ) : null}
      {quote.coupons.map((option) => (
        <label className="choice" key={option.coupon.id}>
          <input
            type="radio"
            name="coupon"
            value={option.coupon.id}
            defaultChecked={quote.couponId === option.coupon.id}
            disabled={option.misfit !== null}
          />
          <span>
            <b>{couponValueText(option.coupon, kit)}</b>
            {option === best ? <span className="tag"> · {t('checkoutCoupon.best')}</span> : null}
            <br />
            <span className="muted">
              {option.misfit === null
                ? tx('checkoutCoupon.saves', { amount: <span dir="ltr">{money(option.saving)}</span> })
                : t(`checkoutCoupon.${option.misfit}`)}
            </span>
          </span>
        </label>
      ))}
      {quote.coupons.length > 0 ? (
        <>
          <label className="choice">
            <input type="radio" name="coupon" value="none" defaultChecked={quote.couponId === null} />
            {t('checkoutCoupon.none')}
          </label>
          <button className="btn plain" type="submit" name="action" value="quote">{t('checkoutCoupon.apply')}</button>
        </>
      ) : null}
    </fieldset>
  )
}
