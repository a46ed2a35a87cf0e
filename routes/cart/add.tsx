import type { Context } from 'hono'
import { loginPath, resolveBack } from '../../worker/context/back'
import type { AppEnv } from '../../worker/env'
import { noticeForError } from '../../worker/render/notice'
import { UpstreamError } from '../../worker/upstream/client'

const KEY = /^[A-Za-z0-9_:.-]{1,100}$/

function withNotice(path: string, notice: string): string {
  const url = new URL(path, 'http://same.origin')
  url.searchParams.set('notice', notice)
  return url.pathname + url.search + url.hash
}

/** The add-to-cart form without JavaScript: adds, then returns to the page with a notice toast. */
export async function POST(c: Context<AppEnv>) {
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
  const text = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '')
  const back = resolveBack(text('back'), '/m/activity/sale')
  if (!c.var.ctx.loggedIn) return c.redirect(loginPath(back), 303)
  const flashItemId = /^\d{1,9}$/.test(text('flashItemId')) ? Number(text('flashItemId')) : 0
  if (!flashItemId) return c.redirect(withNotice(back, 'productNotFound'), 303)
  const idempotencyKey = KEY.test(text('idem')) ? text('idem') : crypto.randomUUID()
  try {
    await c.var.upstream.call('addToCart', { body: { flashItemId, quantity: 1 }, idempotencyKey })
    return c.redirect(withNotice(back, 'added'), 303)
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error
    if (error.kind === 'auth') return c.redirect(loginPath(back), 303)
    if (error.redirect) return c.redirect(error.redirect, 302)
    return c.redirect(withNotice(back, noticeForError(error.key)), 303)
  }
}
