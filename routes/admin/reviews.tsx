import type { Context } from 'hono'
import { type AdminReview, parseId, REVIEW_LIMITS } from '../../contract'
import { setNotice } from '../../worker/context/notice'
import type { AppEnv } from '../../worker/env'
import { readForm } from '../../worker/render/form'
import { pageKit, type PageKit } from '../../worker/render/page-kit'
import { refusalOf } from '../../worker/render/refusal'
import { ReviewItem, reviewsPath, reviewStyles } from '../_parts/review'

const HERE = '/m/admin/reviews'

/** Hide with a reason: one plain form per visible review. */
function HideForm({ review, kit }: { review: AdminReview; kit: PageKit }) {
  const { t } = kit
  return (
    <form method="post" action={HERE} className="stack">
      <input type="hidden" name="reviewId" value={review.id} />
      <input type="hidden" name="idem" value={crypto.randomUUID()} />
      <label>
        {t('reviewAdmin.reason')}
        <input type="text" name="reason" maxLength={REVIEW_LIMITS.reason} required />
      </label>
      <button className="btn plain" type="submit">{t('reviewAdmin.hide')}</button>
    </form>
  )
}

function Moderated({ review, kit }: { review: AdminReview; kit: PageKit }) {
  const { tx, dateTime } = kit
  return (
    <li className="card">
      <p>
        <a href={reviewsPath(review.productId)} dir="auto">{review.productName}</a>
        {' · '}
        <span className="muted">{tx('reviewAdmin.author', { author: review.author })}</span>
      </p>
      <ReviewItem review={review} kit={kit}>
        {review.hidden ? (
          <p className="note">{tx('reviewAdmin.hiddenBy', { admin: review.hidden.by, time: dateTime(review.hidden.at), reason: review.hidden.reason })}</p>
        ) : (
          <HideForm review={review} kit={kit} />
        )}
      </ReviewItem>
    </li>
  )
}

/** Admins only (the mall checks the role): the market's latest reviews, each hidden with a reason. */
export async function GET(c: Context<AppEnv>) {
  const [kit, list] = await Promise.all([pageKit(c), c.var.upstream.call('adminReviews')])
  const { t } = kit
  return c.render(
    <>
      <p className="card muted">{t('reviewAdmin.intro')}</p>
      {list.items.length === 0 ? (
        <p className="card muted">{t('reviewAdmin.empty')}</p>
      ) : (
        <ul className="stack plain">
          {list.items.map((review) => <Moderated key={review.id} review={review} kit={kit} />)}
        </ul>
      )}
    </>,
    { title: t('reviewTitle.admin'), styles: reviewStyles + '.plain{list-style:none;margin:0;padding:0}' },
  )
}

/** Hiding without JavaScript: the mall checks the role and the reason; a notice says how it went. */
export async function POST(c: Context<AppEnv>) {
  const form = await readForm(c)
  const reviewId = parseId(form.text('reviewId', 10))
  const reason = form.text('reason', REVIEW_LIMITS.reason).trim()
  if (reviewId === null) {
    setNotice(c, { fail: 'error.notFound' })
    return c.redirect(HERE, 303)
  }
  if (!reason) {
    setNotice(c, { fail: 'reviewAdmin.reasonRequired' })
    return c.redirect(HERE, 303)
  }
  try {
    await c.var.upstream.call('hideReview', { idempotencyKey: form.idempotencyKey(), body: { reviewId, reason } })
    setNotice(c, { ok: 'reviewNotice.hidden' })
  } catch (error) {
    const refused = refusalOf(error)
    if (!refused) throw error
    setNotice(c, { fail: `error.${refused}` })
  }
  return c.redirect(HERE, 303)
}

export const namespaces = ['reviews'] as const
