import type { Context } from 'hono'
import { parseId, REVIEW_SORTS, REVIEW_STARS, type ProductDetail, type ProductReviews, type ReviewSort } from '../../contract'
import { formatNumber } from '../../locales/format'
import type { PageAccess } from '../../worker/context/access'
import { setNotice } from '../../worker/context/notice'
import type { AppEnv } from '../../worker/env'
import { PageError } from '../../worker/render/error-page'
import { readForm } from '../../worker/render/form'
import { formattingOf } from '../../worker/render/listing'
import { loadCartCount, pageKit, type PageKit } from '../../worker/render/page-kit'
import { refusalOf } from '../../worker/render/refusal'
import { UpstreamError } from '../../worker/upstream/client'
import { ReviewItem, reviewsPath, reviewStyles } from '../_parts/review'

const PAGE_STYLES = '.rvs{display:flex;flex-wrap:wrap;gap:6px}.rvs a{padding:4px 10px;border:1px solid #d1d5db;border-radius:16px;text-decoration:none}.rvs a[aria-current=page]{background:var(--brand);color:var(--brand-ink);border-color:transparent}.avg{font-size:28px}'

type View = { stars: number | undefined; sort: ReviewSort; page: number }

function viewOf(c: Context<AppEnv>): View {
  const stars = Number(c.req.query('stars'))
  const page = Number(c.req.query('page'))
  return {
    stars: (REVIEW_STARS as readonly number[]).includes(stars) ? stars : undefined,
    sort: REVIEW_SORTS.find((known) => known === c.req.query('sort')) ?? 'helpful',
    page: Number.isInteger(page) && page >= 1 && page <= 50 ? page : 1,
  }
}

/** The average, the count and a plain link per number of stars (with how many give it): the filter works without JavaScript. */
function Summary({ product, reviews, view, kit }: { product: ProductDetail; reviews: ProductReviews; view: View; kit: PageKit }) {
  const { t, tx } = kit
  const { summary } = reviews
  const countOf = (stars: number) => summary.byStars.find((row) => row.stars === stars)?.count ?? 0
  const formatting = formattingOf(kit)
  return (
    <section className="card stack" aria-labelledby="rv-sum">
      <h2 id="rv-sum" dir="auto">{product.name}</h2>
      {summary.ratingCount > 0 ? (
        <p>
          <b className="avg">{tx('reviews.average', { rating: formatNumber(summary.rating, 1, formatting) })}</b>{' '}
          <span className="muted">{tx('reviews.count', { count: summary.ratingCount })}</span>
        </p>
      ) : null}
      <nav className="rvs" aria-label={t('reviews.filter')}>
        <a href={reviewsPath(product.id, { sort: view.sort === 'helpful' ? undefined : view.sort })} aria-current={view.stars === undefined ? 'page' : undefined}>
          {t('reviews.allStars')}
        </a>
        {REVIEW_STARS.map((stars) => (
          <a key={stars} href={reviewsPath(product.id, { stars, sort: view.sort === 'helpful' ? undefined : view.sort })} aria-current={view.stars === stars ? 'page' : undefined}>
            {tx('reviews.stars', { count: stars })} (<bdi dir="ltr">{countOf(stars)}</bdi>)
          </a>
        ))}
      </nav>
      <nav className="rvs" aria-label={t('catalog.sortBy')}>
        {REVIEW_SORTS.map((sort) => (
          <a key={sort} href={reviewsPath(product.id, { stars: view.stars, sort: sort === 'helpful' ? undefined : sort })} aria-current={view.sort === sort ? 'page' : undefined}>
            {t(sort === 'helpful' ? 'reviews.sortHelpful' : 'reviews.sortNewest')}
          </a>
        ))}
      </nav>
    </section>
  )
}

/** "Helpful": a plain form; a vote is one per user and review, so a repeated post changes nothing. */
function HelpfulForm({ productId, reviewId, kit }: { productId: number; reviewId: number; kit: PageKit }) {
  return (
    <form method="post" action="/m/product/reviews" className="row end">
      <input type="hidden" name="id" value={productId} />
      <input type="hidden" name="reviewId" value={reviewId} />
      <button className="btn plain" type="submit">{kit.t('reviews.markHelpful')}</button>
    </form>
  )
}

function List({ product, reviews, view, kit }: { product: ProductDetail; reviews: ProductReviews; view: View; kit: PageKit }) {
  const { t } = kit
  const at = (page: number) => reviewsPath(product.id, { stars: view.stars, sort: view.sort === 'helpful' ? undefined : view.sort, page: page === 1 ? undefined : page })
  if (reviews.items.length === 0) return <p className="card muted">{t(view.stars === undefined && view.page === 1 ? 'reviews.empty' : 'reviews.emptyStars')}</p>
  return (
    <section className="card">
      {reviews.items.map((review) => (
        <ReviewItem key={review.id} review={review} kit={kit}>
          {kit.ctx.loggedIn ? <HelpfulForm productId={product.id} reviewId={review.id} kit={kit} /> : null}
        </ReviewItem>
      ))}
      <p className="row">
        {view.page > 1 ? <a href={at(view.page - 1)}>{t('reviews.previous')}</a> : <span />}
        {reviews.next !== null ? <a href={at(reviews.next)}>{t('reviews.more')}</a> : null}
      </p>
    </section>
  )
}

/**
 * `/m/product/reviews?id=…`: a product's visible reviews, by stars (`&stars=`), most helpful or newest first, ten a
 * page. An unknown product is the 404 page; reviews the mall cannot answer now say so and leave the page up.
 */
export async function GET(c: Context<AppEnv>) {
  const id = parseId(c.req.query('id'))
  if (id === null) throw new PageError(404, 'error.productNotFound')
  const view = viewOf(c)
  const query = { productId: String(id), sort: view.sort, page: String(view.page), ...(view.stars === undefined ? {} : { stars: String(view.stars) }) }
  const [kit, product, reviews, cartCount] = await Promise.all([
    pageKit(c),
    c.var.upstream.call('product', { query: { id: String(id) } }).catch((error: unknown) => error),
    c.var.upstream.call('productReviews', { query }).catch(() => null),
    loadCartCount(c),
  ])
  if (product instanceof UpstreamError && product.kind === 'http' && product.status === 404) throw new PageError(404, 'error.productNotFound')
  if (product instanceof Error) throw product
  const detail = product as ProductDetail
  const { t } = kit
  return c.render(
    reviews ? (
      <>
        <Summary product={detail} reviews={reviews} view={view} kit={kit} />
        <List product={detail} reviews={reviews} view={view} kit={kit} />
      </>
    ) : (
      <p className="card note">{t('reviews.unavailable')}</p>
    ),
    { title: t('reviewTitle.list'), back: `/m/product/info?id=${detail.id}`, cartCount, styles: reviewStyles + PAGE_STYLES },
  )
}

/** After a login, the vote's form comes back to the product's reviews. */
export const back = async (c: Context<AppEnv>) => {
  const id = parseId((await readForm(c)).text('id', 10))
  return id === null ? '/m/' : reviewsPath(id)
}

/** "Helpful" without JavaScript: the mall refuses one's own review and counts one vote per user. */
export async function POST(c: Context<AppEnv>) {
  const form = await readForm(c)
  const productId = parseId(form.text('id', 10))
  const reviewId = parseId(form.text('reviewId', 10))
  const to = productId === null ? '/m/' : reviewsPath(productId)
  if (reviewId === null) return c.redirect(to, 303)
  try {
    await c.var.upstream.call('voteHelpful', { idempotencyKey: form.idempotencyKey(), body: { reviewId } })
    setNotice(c, { ok: 'reviewNotice.voted' })
  } catch (error) {
    const refused = refusalOf(error)
    if (!refused) throw error
    setNotice(c, { fail: `error.${refused}` })
  }
  return c.redirect(to, 303)
}

export const namespaces = ['catalog', 'reviews'] as const

export const access: PageAccess = { GET: 'guest', POST: 'user' }
