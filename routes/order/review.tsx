import type { Context } from 'hono'
import { type OrderDetail, type OwnReview, parseId, REVIEW_EDIT_DAYS, REVIEW_LIMITS, REVIEW_STARS } from '../../contract'
import { setNotice } from '../../worker/context/notice'
import type { AppEnv } from '../../worker/env'
import { PageError } from '../../worker/render/error-page'
import { readForm } from '../../worker/render/form'
import { loadCartCount, pageKit, type PageKit } from '../../worker/render/page-kit'
import { refusalOf } from '../../worker/render/refusal'
import { detailsPath, reviewPath } from './_paths'

const STYLES = '.stars5{display:flex;flex-wrap:wrap;gap:4px 12px;border:0;padding:0}.stars5 legend{font-weight:600;margin-block-end:4px}'

type Line = OrderDetail['lines'][number]

/** Stars, an optional title and the text: a plain form, with the buyer's review filled in when they edit it. */
function ReviewForm({ order, line, own, kit }: { order: OrderDetail; line: Line; own: OwnReview | undefined; kit: PageKit }) {
  const { t, tx, dateTime } = kit
  return (
    <form method="post" action="/m/order/review" className="card stack">
      <input type="hidden" name="order" value={order.id} />
      <input type="hidden" name="line" value={line.id} />
      {own ? <input type="hidden" name="reviewId" value={own.id} /> : null}
      <input type="hidden" name="idem" value={crypto.randomUUID()} />
      <fieldset className="stars5">
        <legend>{t('reviewForm.stars')}</legend>
        {REVIEW_STARS.map((stars) => (
          <label className="choice" key={stars}>
            <input type="radio" name="stars" value={stars} defaultChecked={own ? own.stars === stars : stars === 5} required />
            <span>{tx('reviews.stars', { count: stars })}</span>
          </label>
        ))}
      </fieldset>
      <label>
        {t('reviewForm.title')}
        <input name="title" maxLength={REVIEW_LIMITS.title} defaultValue={own?.title ?? ''} dir="auto" />
      </label>
      <label>
        {t('reviewForm.text')}
        <textarea name="text" rows={5} maxLength={REVIEW_LIMITS.text} required defaultValue={own?.text ?? ''} dir="auto" />
        <span className="muted">{tx('reviewForm.textHint', { max: REVIEW_LIMITS.text })}</span>
      </label>
      {own ? <p className="muted">{tx('reviewForm.editUntil', { time: dateTime(own.editableUntil, 'date') })}</p> : null}
      <button className="btn wide" type="submit">{t(own ? 'reviewForm.save' : 'reviewForm.submit')}</button>
    </form>
  )
}

/**
 * `/m/order/review?order=…&line=…`: the buyer's review of one line of their completed order, written once and
 * editable for 30 days. Another buyer's order does not exist; a line of an order not completed yet says so.
 */
export async function GET(c: Context<AppEnv>) {
  const orderId = parseId(c.req.query('order'))
  const lineId = parseId(c.req.query('line'))
  if (orderId === null || lineId === null) throw new PageError(404)
  const [kit, order, reviews, cartCount] = await Promise.all([
    pageKit(c),
    c.var.upstream.call('order', { query: { id: String(orderId) } }),
    c.var.upstream.call('orderReviews', { query: { orderId: String(orderId) } }),
    loadCartCount(c),
  ])
  const line = order.lines.find((each) => each.id === lineId)
  if (!line) throw new PageError(404)
  const own = reviews.reviews.find((review) => review.lineId === lineId)
  const { t, tx } = kit
  const editable = !own || Date.now() <= own.editableUntil
  return c.render(
    <>
      <section className="card stack">
        <p dir="auto"><b>{line.name}</b></p>
        {own?.hidden ? <p className="note">{t('reviewForm.hidden')}</p> : null}
      </section>
      {order.status !== 'completed' ? (
        <p className="card note">{t('error.reviewNotAllowed')}</p>
      ) : editable ? (
        <ReviewForm order={order} line={line} own={own} kit={kit} />
      ) : (
        <p className="card note">{tx('reviewForm.editClosed', { days: REVIEW_EDIT_DAYS })}</p>
      )}
    </>,
    { title: t(own ? 'reviewTitle.edit' : 'reviewTitle.write'), back: detailsPath(order.id), cartCount, styles: STYLES },
  )
}

/** After a login, the form comes back to its own page. */
export const back = async (c: Context<AppEnv>) => {
  const form = await readForm(c)
  const [orderId, lineId] = [parseId(form.text('order', 10)), parseId(form.text('line', 10))]
  return orderId === null || lineId === null ? '/m/order/list' : reviewPath(orderId, lineId)
}

/** Writes or edits the review without JavaScript; the mall decides (whose line, completed, once, 30 days, lengths). */
export async function POST(c: Context<AppEnv>) {
  const form = await readForm(c)
  const orderId = parseId(form.text('order', 10))
  const lineId = parseId(form.text('line', 10))
  if (orderId === null || lineId === null) {
    setNotice(c, { fail: 'error.notFound' })
    return c.redirect('/m/order/list', 303)
  }
  const here = reviewPath(orderId, lineId)
  const stars = Number(form.text('stars', 1))
  const title = form.text('title', REVIEW_LIMITS.title + 1).trim()
  const text = form.text('text', REVIEW_LIMITS.text + 1).trim()
  const reviewId = parseId(form.text('reviewId', 10))
  if (!(REVIEW_STARS as readonly number[]).includes(stars)) {
    setNotice(c, { fail: 'reviewForm.starsRequired' })
    return c.redirect(here, 303)
  }
  if (!text) {
    setNotice(c, { fail: 'reviewForm.textRequired' })
    return c.redirect(here, 303)
  }
  try {
    const idempotencyKey = form.idempotencyKey()
    if (reviewId === null) await c.var.upstream.call('writeReview', { idempotencyKey, body: { orderId, lineId, stars, title, text } })
    else await c.var.upstream.call('editReview', { idempotencyKey, body: { reviewId, stars, title, text } })
    setNotice(c, { ok: reviewId === null ? 'reviewNotice.published' : 'reviewNotice.saved' })
  } catch (error) {
    const refused = refusalOf(error)
    if (!refused) throw error
    setNotice(c, { fail: `error.${refused}` })
    return c.redirect(refused === 'notFound' ? '/m/order/list' : here, 303)
  }
  return c.redirect(detailsPath(orderId), 303)
}

export const namespaces = ['orders', 'reviews'] as const
