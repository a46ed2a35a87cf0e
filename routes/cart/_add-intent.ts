import type { Context } from 'hono'
import { ID_PATTERN, IDEMPOTENCY_KEY_PATTERN } from '../../contract'
import type { AddIntent } from '../../islands/back'
import type { AppEnv } from '../../worker/env'
import { noticeForError, setNotice } from '../../worker/render/notice'
import { UpstreamError } from '../../worker/upstream/client'

/** The add intent carried by the login page's query or form; null unless both parts are well formed. */
export function readAddIntent(add: string | undefined, idem: string | undefined): AddIntent | null {
  if (!add || !idem || !ID_PATTERN.test(add) || !IDEMPOTENCY_KEY_PATTERN.test(idem)) return null
  return { add: Number(add), idem }
}

/**
 * Adds the flash item and leaves the outcome as the next page's notice. Its Idempotency-Key is the one of the tap
 * that asked for it, so a repeated login, or the same tap sent again, adds once.
 */
export async function addToCart(c: Context<AppEnv>, intent: AddIntent, token?: string): Promise<'added' | 'refused' | 'login'> {
  try {
    await c.var.upstream.call('addToCart', { body: { flashItemId: intent.add, quantity: 1 }, idempotencyKey: intent.idem, token })
    setNotice(c, 'added')
    return 'added'
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error
    if (error.kind === 'auth') return 'login'
    if (error.redirect) throw error
    setNotice(c, noticeForError(error.key))
    return 'refused'
  }
}
