import type { Context } from 'hono'
import { parseId, type Cart } from '../contract'

import type { AppEnv } from '../worker/env'
import { readForm } from '../worker/render/form'
import { setNotice } from '../worker/context/notice'
import { orderRefusal } from '../worker/render/refusal-notices'
import { pageKit, type PageKit } from '../worker/render/page-kit'
import { couponStyles } from './_parts/coupon-styles'
import { refusalOf } from '../worker/render/refusal'
import { FreeDeliveryProgress } from './_parts/free-delivery'
import { inlineFirstImages } from '../worker/render/inline-image'
import { CartLineCard, FIRST_VIEWPORT_LINES } from './_parts/cart-line'
import type { PageAccess } from '../worker/context/access'

const HERE = '/m/cart'

/** A + the mall would refuse (a flash line at its limit) looks unavailable. */
const CART_STYLES = '.qty button:disabled{color:var(--muted);background:#f3f4f6;cursor:not-allowed}'

function Summary({ cart, kit }: { cart: Cart; kit: PageKit }) {
  const { t, money } = kit
  const ready = cart.lines.some((line) => line.selected && (line.problem === null || line.problem === 'priceChanged'))
  return (
    <section className="card stack" aria-labelledby="cart-total">
      <div className="row">
        <h2 id="cart-total">{t('cartPage.total')}</h2>
        <span className="price" dir="ltr">{money(cart.selectedTotal)}</span>
      </div>
      {ready ? <FreeDeliveryProgress over={kit.ctx.country.info?.freeDeliveryOver ?? null} amount={cart.selectedTotal} kit={kit} /> : null}
      {ready ? (
        <a className="btn wide" href="/m/order/confirm">{t('cartPage.checkout')}</a>
      ) : (
        <p className="muted">{t('cartPage.nothingSelected')}</p>
      )}
    </section>
  )
}

function EmptyCart({ kit }: { kit: PageKit }) {
  return (
    <section className="empty">
      <p>{kit.t('cartPage.empty')}</p>
      <a className="btn" href="/m/">{kit.t('cartPage.shop')}</a>
    </section>
  )
}

/** The cart: its lines with their problems, the plain-form stepper, and the way to checkout. */
export async function GET(c: Context<AppEnv>) {
  const [kit, cart] = await Promise.all([pageKit(c), c.var.upstream.call('cart')])
  const lines = await inlineFirstImages(c, cart.lines, FIRST_VIEWPORT_LINES)
  return c.render(
    cart.lines.length === 0 ? (
      <EmptyCart kit={kit} />
    ) : (
      <>
        <h2 className="sr-only">{kit.t('cartPage.lines')}</h2>
        {lines.map((line, index) => <CartLineCard key={line.id} line={line} index={index} kit={kit} />)}
        <Summary cart={cart} kit={kit} />
      </>
    ),
    { title: kit.t('title.cart'), cartCount: cart.count, styles: couponStyles + CART_STYLES, nav: 'cart' },
  )
}

const ACTIONS = ['inc', 'dec', 'select', 'unselect', 'remove'] as const
type Action = (typeof ACTIONS)[number]

function changeOf(action: Exclude<Action, 'remove'>, lineId: number) {
  if (action === 'inc' || action === 'dec') return { lineId, delta: action === 'inc' ? 1 : -1 }
  return { lineId, selected: action === 'select' }
}

/** The line forms without JavaScript: step, (un)select or remove, then back to the cart at that line. */
export async function POST(c: Context<AppEnv>) {
  const form = await readForm(c)
  const lineId = parseId(form.text('lineId', 10))
  const action = ACTIONS.find((known) => known === form.text('action', 10))
  if (lineId === null || !action) {
    setNotice(c, { fail: 'error.notFound' })
    return c.redirect(HERE, 303)
  }
  try {
    if (action === 'remove') {
      await c.var.upstream.call('removeLine', { body: { lineId } })
      setNotice(c, { ok: 'orderNotice.removed' })
      return c.redirect(HERE, 303)
    }
    // One more flash unit is a new grant of the item's stock object, under the form's key (the mall keeps the limit).
    const flashItemId = parseId(form.text('flashItemId', 10))
    if (action === 'inc' && flashItemId !== null) await c.var.upstream.call('addToCart', { body: { flashItemId, quantity: 1 }, idempotencyKey: form.idempotencyKey() })
    else await c.var.upstream.call('changeLine', { body: changeOf(action, lineId) })
  } catch (error) {
    const refused = refusalOf(error)
    if (!refused) throw error
    setNotice(c, orderRefusal(refused))
  }
  return c.redirect(`${HERE}#line-${lineId}`, 303)
}

export const namespaces = ['orders', 'flash', 'coupons'] as const

export const access: PageAccess = 'user'
