import type { ReactNode } from 'react'
import type { Review } from '../../contract'
import type { PageKit } from '../../worker/render/page-kit'

export const reviewsPath = (productId: number, query: Record<string, string | number | undefined> = {}) => {
  const search = new URLSearchParams([['id', String(productId)]])
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, String(value))
  return `/m/product/reviews?${search}`
}

/** ★★★★☆, read out as "Rated 4 stars out of 5". */
export function Stars({ stars, kit }: { stars: number; kit: PageKit }) {
  return (
    <>
      <span className="star" aria-hidden="true">{'★'.repeat(stars)}{'☆'.repeat(5 - stars)}</span>
      <span className="sr-only">{kit.tx('reviews.rated', { count: stars })}</span>
    </>
  )
}

/** One review as shoppers read it; `short` cuts a long text (the product page shows two). What the buyer typed stays text. */
export function ReviewItem({ review, kit, short, children }: { review: Review; kit: PageKit; short?: boolean; children?: ReactNode }) {
  const { t, tx, dateTime } = kit
  const text = short && review.text.length > 160 ? `${review.text.slice(0, 157)}…` : review.text
  return (
    <article className="rv">
      <p className="rvh">
        <Stars stars={review.stars} kit={kit} />
        {review.title ? <> <b dir="auto">{review.title}</b></> : null}
      </p>
      <p dir="auto">{text}</p>
      <p className="muted">
        <bdi>{review.author}</bdi> · <time dateTime={new Date(review.createdAt).toISOString()}>{dateTime(review.createdAt, 'date')}</time>
        {review.editedAt !== null ? ` · ${t('reviews.edited')}` : null}
        {review.verified ? <> · <span className="ok">{t('reviews.verified')}</span></> : null}
        {review.helpful > 0 ? <> · {tx('reviews.helpful', { count: review.helpful })}</> : null}
      </p>
      {children}
    </article>
  )
}

export const reviewStyles = '.rv{display:flex;flex-direction:column;gap:2px;padding-block:8px;border-block-start:1px solid #e5e7eb}.rv p{margin:0}.rv .star{letter-spacing:1px}'
