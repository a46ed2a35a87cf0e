import type { PresaleItem } from '../../contract'
import { ProductPlaceholder } from '../../islands/product-placeholder'
import type { PageKit } from '../../worker/render/page-kit'
import { defineActivity } from './activity'
import { ActivityCard } from './activity-card'

const FIRST_ITEMS = 3
const OPEN = new Set<PresaleItem['phase']>(['reserving', 'waiting', 'selling'])

function PresaleEntry({ data: items, kit }: { data: PresaleItem[]; kit: PageKit }) {
  const { t, money } = kit
  const reserving = items.some((item) => item.phase === 'reserving' && item.reserved < item.quota)
  return (
    <ActivityCard id="presale" href="/m/activity/pre-sale" title={t('presale.activity')}>
      <p className="muted">{reserving ? t('presale.activityReserve') : t('presale.activitySale')}</p>
      <ul>
        {items.slice(0, FIRST_ITEMS).map((item) => (
          <li key={item.id}>
            <a href={`/m/activity/pre-sale#presale-${item.id}`}>
              {kit.ctx.dataSaver ? (
                <ProductPlaceholder id={item.productId} name={item.name} size={72} label={item.name} />
              ) : (
                <img src={item.image} alt={item.name} width={72} height={72} loading="lazy" decoding="async" />
              )}
              <b className="price" dir="ltr">{money(item.price)}</b>
            </a>
          </li>
        ))}
      </ul>
    </ActivityCard>
  )
}

/** Pre-sale on the home strip while any item takes reservations, waits for its sale or is on sale. */
export const presaleActivity = defineActivity<PresaleItem[]>({
  key: 'pre-sale',
  async load(c) {
    const { items } = await c.var.upstream.call('presaleItems')
    const open = items.filter((item) => OPEN.has(item.phase))
    return open.length > 0 ? open : null
  },
  Entry: PresaleEntry,
})
