import { type FormEvent, useState } from 'react'
import type { MessageKey } from '../locales'
import { RequestError, send } from './request'
import { showToast } from './state/toast'
import { useIdempotentAction } from './use-idempotent-action'

/** `back`: where the centre's back arrow leads, kept across the plain form's round trip. */
type Props = { couponId: number; idem: string; back?: string; texts: Record<string, string> }

export const GET_COUPON_KEYS = [
  'couponState.get', 'couponState.getting', 'couponState.received', 'couponState.gone', 'couponNotice.received',
] as const satisfies readonly MessageKey[]

/** What the button becomes after an answer: received (now, or before), or all gone. */
const AFTER: Record<string, 'received' | 'gone'> = { couponReceivedAlready: 'received', couponGone: 'gone' }

/**
 * "Get" for one coupon of the centre. The plain form works without JavaScript (the worker handles the post and
 * comes back with a notice); hydrated, it receives the coupon in place under one idempotency key per tap.
 */
export default function GetCoupon({ couponId, idem, back, texts }: Props) {
  const { busy, run } = useIdempotentAction(idem)
  const [state, setState] = useState<'get' | 'received' | 'gone'>('get')

  async function get(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const result = await run((idempotencyKey) => send('POST /coupon/receive', { body: { couponId }, idempotencyKey, quiet: true }))
    if (result.ok) {
      setState('received')
      showToast({ type: 'success', text: texts['couponNotice.received'] })
      void import('./analytics').then((analytics) => analytics.receive(`coupon:${couponId}`))
      return
    }
    const { error } = result
    if (!(error instanceof RequestError) || error.code === 401) return
    const after = AFTER[error.key ?? '']
    if (after) setState(after)
    showToast({ type: 'fail', text: error.message || null, key: error.message ? undefined : (error.key ?? undefined) })
  }

  if (state !== 'get') {
    return (
      <span className="tag" role="status">
        {texts[`couponState.${state}`]}
      </span>
    )
  }
  return (
    <form method="post" action="/m/coupon/center" onSubmit={get}>
      <input type="hidden" name="couponId" value={couponId} />
      <input type="hidden" name="idem" value={idem} />
      {back ? <input type="hidden" name="back" value={back} /> : null}
      <button className="btn" type="submit" disabled={busy} aria-busy={busy}>
        {busy ? texts['couponState.getting'] : texts['couponState.get']}
      </button>
    </form>
  )
}

declare module './registry' {
  interface Islands {
    'get-coupon': { component: typeof GetCoupon; texts: typeof GET_COUPON_KEYS }
  }
}
