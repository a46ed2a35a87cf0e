import type { Context } from 'hono'
import { loginPath, resolveBack } from '../../islands/return-path'
import type { AppEnv } from '../../worker/env'
import { readForm, type FormReader } from '../../worker/render/form'
import { setNotice } from '../../worker/context/notice'
import { addToCart, readAddIntent } from '../_parts/add-intent'

const backOf = (form: FormReader) => resolveBack(form.text('back'), '/m/activity/sale')
const intentOf = (form: FormReader) => {
  const key = form.idempotencyKey()
  return readAddIntent((name) => (name === 'add' ? form.text('flashItemId', 10) : name === 'idem' ? key : undefined))
}

/** After a login, the form comes back to the page it was sent from. */
export const back = async (c: Context<AppEnv>) => backOf(await readForm(c))

/** A guest's add, which the login finishes (same key) before coming back. */
export const intent = async (c: Context<AppEnv>) => intentOf(await readForm(c))

/**
 * The add-to-cart form without JavaScript: adds, then returns to the page with a notice. A guest goes to the login
 * page first, which finishes this same add (same key) right after the login.
 */
export async function POST(c: Context<AppEnv>) {
  const form = await readForm(c)
  const back = backOf(form)
  const intent = intentOf(form)
  if (!intent) {
    setNotice(c, { fail: 'error.productNotFound' })
    return c.redirect(back, 303)
  }
  const outcome = await addToCart(c, intent)
  return c.redirect(outcome === 'login' ? loginPath(back, intent) : back, 303)
}

export const namespaces = ['flash'] as const
