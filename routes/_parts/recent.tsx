import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import type { ProductCard } from '../../contract'
import { productPath } from '../../islands/product-card'
import type { AppEnv } from '../../worker/env'
import { readRecent, RECENT_COOKIE } from '../../worker/context/recent'
import type { PageKit } from '../../worker/render/page-kit'

/** A short row of small product links (a picture unless the shopper saves data, and the name); `.rv` is a review's. */
export const recentStyles =
  '.seen{display:flex;gap:8px;overflow-x:auto;list-style:none;margin:0;padding:0}' +
  '.seen a{display:block;flex:none;inline-size:84px;font-size:12px;line-height:1.25;color:var(--ink);text-decoration:none;overflow-wrap:anywhere}' +
  '.seen img{display:block;inline-size:84px;block-size:84px;border-radius:8px;margin-block-end:2px}'

/** The products this browser opened last (newest first), without `except`; none when the cookie holds none or the call fails. */
export async function loadRecent(c: Context<AppEnv>, { except, limit }: { except?: number; limit?: number } = {}): Promise<ProductCard[]> {
  const ids = readRecent(getCookie(c, RECENT_COOKIE)).filter((id) => id !== except)
  if (ids.length === 0) return []
  const cards = await c.var.upstream.call('productCards', { query: { ids: ids.join('.') } }).then((answer) => answer.items, () => [])
  return limit === undefined ? cards : cards.slice(0, limit)
}

/** "Recently viewed" with a few products and a link to the whole list; nothing when there are none. */
export function RecentRow({ items, kit, id = 'rv-head' }: { items: ProductCard[]; kit: PageKit; id?: string }) {
  if (items.length === 0) return null
  const { t, ctx } = kit
  return (
    <section className="card" aria-labelledby={id}>
      <div className="row">
        <h2 id={id} style={{ margin: 0, fontSize: 15 }}>{t('recent.title')}</h2>
        <a href="/m/user/recent">{t('recent.seeAll')}</a>
      </div>
      <ul className="seen">
        {items.map((card) => (
          <li key={card.id}>
            <a href={productPath(card.id)}>
              {ctx.dataSaver ? null : <img src={card.image} alt="" width={84} height={84} loading="lazy" decoding="async" />}
              <bdi>{card.name}</bdi>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
