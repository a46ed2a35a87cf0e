import type { Context } from 'hono'
import { loginPath, resolveBack } from '../../islands/back'
import type { AppEnv } from '../../worker/env'
import { readForm } from '../../worker/render/form'
import { setNotice } from '../../worker/middleware/notice'
import { addToCart, readAddIntent } from './_add-intent'

/**
 * The add-to-cart form without JavaScript: adds, then returns to the page with a notice. A guest goes to the login
 * page first, which finishes this same add (same key) right after the login.
 */
export async function POST(c: Context<AppEnv>) {
  const form = await readForm(c)
  const back = resolveBack(form.text('back'), '/m/activity/sale')
  const key = form.idempotencyKey()
  const intent = readAddIntent((name) => (name === 'add' ? form.text('flashItemId', 10) : name === 'idem' ? key : undefined))
  if (!intent) {
    setNotice(c, { fail: 'error.productNotFound' })
    return c.redirect(back, 303)
  }
  if (!c.var.ctx.loggedIn) return c.redirect(loginPath(back, intent), 303)
  const outcome = await addToCart(c, intent)
  return c.redirect(outcome === 'login' ? loginPath(back, intent) : back, 303)
}

export const namespaces = ['flash'] as const
