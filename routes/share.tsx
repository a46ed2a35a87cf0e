import type { Context } from 'hono'
import { parseId } from '../contract/common'
import { productShareUrl, SHARE_TARGETS, shareLinks, type ShareTarget } from '../islands/share/url'
import type { AppEnv } from '../worker/env'
import type { PageAccess } from '../worker/context/access'

/**
 * `/m/share?id=<product>&to=whatsapp|telegram|sms`: a link of the share sheet (islands/share.island.tsx), which
 * works without JavaScript. Sends the shopper to WhatsApp, Telegram or the SMS app with the product's name and its
 * clean address in the sharer's market. A product the mall does not know goes home; an unknown target, to the product.
 */
export async function GET(c: Context<AppEnv>) {
  const id = parseId(c.req.query('id'))
  if (id === null) return c.redirect('/m/', 303)
  const url = productShareUrl(new URL(c.req.url).origin, id, c.var.ctx.country.id)
  const to = c.req.query('to') as ShareTarget
  if (!SHARE_TARGETS.includes(to)) return c.redirect(url.slice(new URL(url).origin.length), 303)
  const product = await c.var.upstream.call('product', { query: { id: String(id) } }).catch(() => null)
  if (!product) return c.redirect('/m/', 303)
  c.header('X-Robots-Tag', 'noindex')
  return c.redirect(shareLinks(url, product.name)[to], 303)
}

export const access: PageAccess = 'guest'
