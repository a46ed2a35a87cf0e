import { discountOf, type FlashSession } from '../../contract'
import { ProductPlaceholder } from '../../islands/product-placeholder'
import { COUNTDOWN_KEYS } from '../../islands/countdown.island'
import { productPath } from '../../islands/product-card'
import { pick } from '../../locales'
import { Island } from '../../worker/render/island'
import type { PageKit } from '../../worker/render/page-kit'
import { defineActivity } from './activity'
import { ActivityCard } from './activity-card'

const FIRST_ITEMS = 3

type Data = { session: FlashSession; serverTime: number }

function FlashSaleEntry({ data: { session, serverTime }, kit }: { data: Data; kit: PageKit }) {
  const { t, tx, money, wholePercent, dateTime } = kit
  const live = session.status === 'live'
  const target = live ? session.endAt : session.startAt
  return (
    <ActivityCard id="flash" href="/m/activity/sale" title={t('home.flashSale')}>
      <div className="clock">
        <Island name="countdown" when="visible" props={{ startAt: session.startAt, endAt: session.endAt, serverTime, texts: pick(kit.ctx.language, COUNTDOWN_KEYS) }} />
        <time className="muted" dateTime={new Date(target).toISOString()}>
          {live
            ? tx('home.flashSaleLive', { discount: wholePercent(Math.max(0, ...session.items.map(discountOf)) * 100) })
            : tx('home.flashSaleNext', { time: dateTime(session.startAt) })}
        </time>
      </div>
      <ul>
        {session.items.slice(0, FIRST_ITEMS).map((item) => (
          <li key={item.id}>
            <a href={productPath(item.productId)}>
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

/** The flash sale on the home strip: the live session, else the next one, with its countdown and first items. */
export const flashSaleActivity = defineActivity<Data>({
  key: 'flash-sale',
  async load(c) {
    const { sessions, serverTime } = await c.var.upstream.call('flashSessions')
    const session = sessions.find((s) => s.status === 'live') ?? sessions.find((s) => s.status === 'coming')
    return session && session.items.length > 0 ? { session, serverTime } : null
  },
  Entry: FlashSaleEntry,
})
