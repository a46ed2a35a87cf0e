import type { PageKit } from '../../worker/render/page-kit'
import { defineActivity } from './activity'
import { FreeDeliveryOffer } from './free-delivery'

type Data = { over: number }

function FreeDeliveryEntry({ data: { over }, kit }: { data: Data; kit: PageKit }) {
  return (
    <section className="card act" aria-labelledby="act-free-delivery">
      <h3 id="act-free-delivery" className="act-title">{kit.t('couponStrip.freeDelivery')}</h3>
      <p className="muted">
        <FreeDeliveryOffer over={over} kit={kit} />
      </p>
    </section>
  )
}

/** The market's free delivery on the home strip, when it has a free-delivery amount. */
export const freeDeliveryActivity = defineActivity<Data>({
  key: 'free-delivery',
  async load(c) {
    const over = (await c.var.countryInfo)?.freeDeliveryOver
    return over ? { over } : null
  },
  Entry: FreeDeliveryEntry,
})
