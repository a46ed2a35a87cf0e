import type { Context } from 'hono'
import { parseId } from '../../contract'
import type { AppEnv } from '../../worker/env'
import { setNotice } from '../../worker/context/notice'
import { productLineOf } from './_buy-now'

/**
 * "Buy now" after a login: the login has put the product in the cart (once, under the tap's key); this goes on to
 * checkout with its line, or to the cart when it is not there (the add was refused, with its notice).
 */
export async function GET(c: Context<AppEnv>) {
  const productId = parseId(c.req.query('product'))
  const line = productId === null ? undefined : productLineOf(await c.var.upstream.call('cart'), productId, parseId(c.req.query('flash')))
  // The login's notice (added, or why not) belongs to the page this leads to.
  if (c.var.notice) setNotice(c, c.var.notice)
  return c.redirect(line ? `/m/order/confirm?lines=${line.id}` : '/m/cart', 302)
}
