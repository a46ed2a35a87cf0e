import type { Context } from 'hono'
import { parseId } from '../../contract'
import type { AppEnv } from '../../worker/env'
import { PageError } from '../../worker/render/error-page'
import { loadCartCount, pageKit } from '../../worker/render/page-kit'

/** The order named by `?id=` (the mall answers another buyer's as not found), with the page kit and the cart count. */
export async function loadOrderPage(c: Context<AppEnv>) {
  const id = parseId(c.req.query('id'))
  if (id === null) throw new PageError(404)
  // The order is asked for beside the market's formatting, not after it: one upstream wait before the page, not two.
  const [kit, order, cartCount] = await Promise.all([pageKit(c), c.var.upstream.call('order', { query: { id: String(id) } }), loadCartCount(c)])
  return { kit, order, cartCount }
}
