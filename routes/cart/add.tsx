import type { Context } from 'hono'
import { loginPath, resolveBack } from '../../worker/context/back'
import type { AppEnv } from '../../worker/env'
import { readForm } from '../../worker/render/form'
import { noticeForError } from '../../worker/render/notice'
import { UpstreamError } from '../../worker/upstream/client'

function withNotice(path: string, notice: string): string {
  const url = new URL(path, 'http://same.origin')
  url.searchParams.set('notice', notice)
  return url.pathname + url.search + url.hash
}

/** The add-to-cart form without JavaScript: adds, then returns to the page with a notice toast. */
export async function POST(c: Context<AppEnv>) {
  const form = await readForm(c)
  const back = resolveBack(form.text('back'), '/m/activity/sale')
  if (!c.var.ctx.loggedIn) return c.redirect(loginPath(back), 303)
  const rawId = form.text('flashItemId', 10)
  const flashItemId = /^\d{1,9}$/.test(rawId) ? Number(rawId) : 0
  if (!flashItemId) return c.redirect(withNotice(back, 'productNotFound'), 303)
  const idempotencyKey = form.idempotencyKey()
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
