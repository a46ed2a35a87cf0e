import type { Context } from 'hono'
import { ProductPlaceholder } from '../../islands/product-placeholder'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { parseId, PAYMENTS, type Address, type AddressBook, type Cart, type DeliverTo, type CartLine, type OrderQuote, type Payment, type QuoteRequest } from '../../contract'

import type { AppEnv } from '../../worker/env'
import { couponStyles } from '../_parts/coupon-styles'
import { readForm } from '../../worker/render/form'
import { setNotice } from '../../worker/context/notice'
import { pageKit, type PageKit } from '../../worker/render/page-kit'
import { refusalOf } from '../../worker/render/refusal'
import { CashBackEstimate } from '../_parts/cash-back'
import { FreeDeliveryProgress } from '../_parts/free-delivery'
import { AddressFields, checkDraft, EMPTY_DRAFT, readDraft, type AddressDraft, type DraftErrors } from '../_parts/address-fields'
import { CouponChoice, type CouponField, readCouponField } from './_coupon-choice'
import { paymentCheckout, toProvider } from './_payment'
import { PriceTag } from '../_parts/cart-line'

const HERE = '/m/order/confirm'
const OTHER_ADDRESS = '.other{margin-top:6px}.other>summary{padding:12px 0;color:var(--brand);font-weight:600;cursor:pointer}'
const MAX_LINES = 50

type State = {
  /** The cart lines asked for (`?lines=` or the form); null: the selected ones. */
  lineIds: number[] | null
  /** The chosen address: its id, 'new', or '' for the default. */
  address: string
  draft: AddressDraft
  /** A new address is saved to the book as the order is placed, unless the buyer unticks it. */
  keep: boolean
  payment: Payment
  /** The coupon asked for: one the buyer holds, none, or the best one (the default). */
  coupon: CouponField
  errors: DraftErrors & { address?: string }
  failure?: string
}

/** `1,2,3` → ids; anything malformed is left out. */
function parseLineIds(raw: string | undefined): number[] | null {
  if (!raw) return null
  const ids = raw.split(',').slice(0, MAX_LINES).map((part) => parseId(part.trim())).filter((id): id is number => id !== null)
  return ids.length > 0 ? [...new Set(ids)] : null
}

const orderable = (line: CartLine) => line.problem === null || line.problem === 'priceChanged'

/** The lines this checkout is about: those asked for, else the selected ones. */
function chosenLines(cart: Cart, lineIds: number[] | null): CartLine[] {
  return lineIds ? cart.lines.filter((line) => lineIds.includes(line.id)) : cart.lines.filter((line) => line.selected)
}

function chosenAddress(book: AddressBook, choice: string): Address | 'new' {
  if (choice === 'new') return 'new'
  const id = parseId(choice)
  return book.addresses.find((address) => address.id === id) ?? book.addresses.find((address) => address.isDefault) ?? book.addresses[0] ?? 'new'
}

/** The lines, each with its problem when it cannot be ordered as it is (then the cart is where to fix it). */
function Items({ lines, kit }: { lines: CartLine[]; kit: PageKit }) {
  const { t, money } = kit
  return (
    <section className="card stack" aria-labelledby="checkout-items">
      <h2 id="checkout-items">{t('checkout.items')}</h2>
      {lines.map((line) => (
        <div className="item" key={line.id}>
          {kit.ctx.dataSaver ? (
            <ProductPlaceholder id={line.productId} name={line.name} size={96} label={line.name} />
          ) : (
            <img src={line.image} alt={line.name} width={56} height={56} />
          )}
          <div className="info">
            <bdi>{line.name}</bdi>
            <span className="muted" dir="ltr">
              {money(line.unitPrice)} × {line.quantity}
            </span>
            <PriceTag line={line} kit={kit} />
            {orderable(line) ? null : <p className="problem">{t(`cartPage.${line.problem!}`)}</p>}
          </div>
        </div>
      ))}
      {lines.every(orderable) ? null : <a className="btn plain" href="/m/cart">{t('checkout.backToCart')}</a>}
    </section>
  )
}

/** A buyer with no address yet (one who has just registered) starts from the name and mobile of their account. */
async function firstDraft(c: Context<AppEnv>, book: AddressBook, draft: AddressDraft): Promise<AddressDraft> {
  if (book.addresses.length > 0 || draft !== EMPTY_DRAFT) return draft
  const user = await c.var.upstream.call('currentUser').catch(() => null)
  return user ? { ...draft, name: user.nickname, phone: user.phone ?? '' } : draft
}

function AddressChoice({ book, chosen, state, kit }: { book: AddressBook; chosen: Address | 'new'; state: State; kit: PageKit }) {
  const { t, tx, money } = kit
  const feeOf = (regionId: number) => book.regions.find((region) => region.id === regionId)
  return (
    <fieldset className="card">
      <legend>{t('checkout.address')}</legend>
      {state.errors.address ? <p className="err" role="alert">{state.errors.address}</p> : null}
      {book.regions.length === 0 && book.addresses.length === 0 ? <p className="note">{t('checkout.noRegions')}</p> : null}
      {book.addresses.map((address) => {
        const region = feeOf(address.regionId)
        return (
          <label className="choice" key={address.id}>
            <input type="radio" name="address" value={address.id} defaultChecked={chosen !== 'new' && chosen.id === address.id} />
            <span>
              <b><bdi>{address.name}</bdi></b> <span dir="ltr">{address.phone}</span>
              <br />
              <bdi>{address.street}</bdi>, <bdi>{address.city}</bdi>, <bdi>{address.region}</bdi>
              {region ? (
                <>
                  <br />
                  <span className="muted">
                    {tx('checkout.deliveryTo', {
                      fee: <span dir="ltr">{money(region.deliveryFee)}</span>,
                      days: <span dir="ltr">{`${region.daysMin}–${region.daysMax}`}</span>,
                    })}
                  </span>
                </>
              ) : null}
            </span>
          </label>
        )
      })}
      {book.addresses.length === 0 ? (
        <>
          <input type="hidden" name="address" value="new" />
          <AddressFields draft={state.draft} errors={state.errors} regions={book.regions} kit={kit} keep={state.keep} />
        </>
      ) : (
        <details className="other" open={chosen === 'new'}>
          <summary>{t('checkout.otherAddress')}</summary>
          <label className="choice">
            <input type="radio" name="address" value="new" defaultChecked={chosen === 'new'} />
            {t('checkout.newAddress')}
          </label>
          <AddressFields draft={state.draft} errors={state.errors} regions={book.regions} kit={kit} keep={state.keep} />
        </details>
      )}
    </fieldset>
  )
}

/** Paying on delivery, or online at the payment provider's page when the mall has a provider; otherwise it says so. */
function PaymentChoice({ payment, methods, kit }: { payment: Payment; methods: readonly Payment[]; kit: PageKit }) {
  const { t } = kit
  const online = methods.includes('online')
  return (
    <fieldset className="card">
      <legend>{t('checkout.payment')}</legend>
      <label className="choice">
        <input type="radio" name="payment" value="onDelivery" defaultChecked={payment === 'onDelivery' || !online} />
        {t('checkout.onDelivery')}
      </label>
      {online ? (
        <label className="choice">
          <input type="radio" name="payment" value="online" defaultChecked={payment === 'online'} />
          <span>
            {t('checkout.online')}
            <br />
            <span className="muted">{t('checkout.onlineHint')}</span>
          </span>
        </label>
      ) : (
        <p className="muted">{t('checkout.onlineUnavailable')}</p>
      )}
    </fieldset>
  )
}

function Totals({ quote, kit }: { quote: OrderQuote; kit: PageKit }) {
  const { t, money } = kit
  return (
    <section className="card stack" aria-label={t('checkout.total')}>
      <dl className="sum">
        <dt>{t('checkout.subtotal')}</dt>
        <dd dir="ltr">{money(quote.subtotal)}</dd>
        <dt>{t('checkout.deliveryFee')}</dt>
        <dd dir="ltr">{money(quote.deliveryFee)}</dd>
        {quote.deliveryWaiver > 0 ? (
          <>
            <dt>{t('checkoutCoupon.waiver')}</dt>
            <dd dir="ltr">{`−${money(quote.deliveryWaiver)}`}</dd>
          </>
        ) : null}
        {quote.couponSaving > 0 ? (
          <>
            <dt>{t('checkoutCoupon.discount')}</dt>
            <dd dir="ltr">{`−${money(quote.couponSaving)}`}</dd>
          </>
        ) : null}
        <dt className="grand">{t('checkout.total')}</dt>
        <dd className="grand price" dir="ltr">{money(quote.total)}</dd>
      </dl>
      <FreeDeliveryProgress over={quote.freeDelivery?.over ?? null} amount={quote.subtotal} kit={kit} />
    </section>
  )
}

function NothingToOrder({ failure, kit }: { failure?: string; kit: PageKit }) {
  return (
    <section className="empty">
      {failure ? <p className="err" role="alert">{failure}</p> : null}
      <p>{kit.t('checkout.nothing')}</p>
      <a className="btn" href="/m/cart">{kit.t('checkout.backToCart')}</a>
    </section>
  )
}

/** The quote for these lines and region with the coupon asked for; one that no longer applies is replaced by the best. */
async function quoteFor(c: Context<AppEnv>, request: QuoteRequest): Promise<{ quote: OrderQuote; refused: boolean }> {
  try {
    return { quote: await c.var.upstream.call('quote', { body: request }), refused: false }
  } catch (error) {
    if (request.couponId === undefined || refusalOf(error) !== 'couponNotApplicable') throw error
    const { couponId: _refused, ...best } = request
    return { quote: await c.var.upstream.call('quote', { body: best }), refused: true }
  }
}

/** Before anything can be ordered: the delivery fee alone. */
const feeOnly = (fee: number): OrderQuote => ({
  subtotal: 0, deliveryFee: fee, deliveryWaiver: 0, freeDelivery: null, couponId: null, couponSaving: 0, total: fee, coupons: [],
})

async function render(c: Context<AppEnv>, state: State, status: ContentfulStatusCode = 200) {
  const [kit, cart, book, cashBack, methods] = await Promise.all([
    pageKit(c),
    c.var.upstream.call('cart'),
    c.var.upstream.call('addresses'),
    c.var.upstream.call('cashBackOffer').then((answer) => answer.offer, () => null),
    c.var.upstream.call('paymentMethods').then((answer) => answer.methods, (): Payment[] => ['onDelivery']),
  ])
  const lines = chosenLines(cart, state.lineIds)
  const ready = lines.filter(orderable)
  const title = kit.t('title.checkout')
  if (lines.length === 0) {
    c.status(status)
    return c.render(<NothingToOrder failure={state.failure} kit={kit} />, { title, back: '/m/cart', cartCount: cart.count })
  }
  state = { ...state, draft: await firstDraft(c, book, state.draft) }
  const chosen = chosenAddress(book, state.address)
  const regionId = chosen === 'new' ? parseId(state.draft.regionId) : chosen.regionId
  const region = book.regions.find((known) => known.id === regionId)
  const asked = state.coupon === 'best' ? {} : { couponId: state.coupon === 'none' ? null : state.coupon }
  const { quote, refused } =
    ready.length === 0
      ? { quote: feeOnly(region?.deliveryFee ?? 0), refused: false }
      : await quoteFor(c, { lineIds: ready.map((line) => line.id), ...(region ? { regionId: region.id } : {}), ...asked })
  const failure = state.failure ?? (refused ? kit.t('error.couponNotApplicable') : undefined)
  c.status(refused && status === 200 ? 400 : status)
  return c.render(
    <form className="stack" method="post" action={HERE} noValidate>
      {failure ? <p className="card err" role="alert">{failure}</p> : null}
      <input type="hidden" name="idem" value={crypto.randomUUID()} />
      <input type="hidden" name="lines" value={ready.map((line) => line.id).join(',')} />
      <Items lines={lines} kit={kit} />
      <AddressChoice book={book} chosen={chosen} state={state} kit={kit} />
      <PaymentChoice payment={state.payment} methods={methods} kit={kit} />
      {ready.length > 0 ? <CouponChoice quote={quote} kit={kit} here={`${HERE}?lines=${ready.map((line) => line.id).join(',')}`} /> : null}
      <Totals quote={quote} kit={kit} />
      {cashBack ? <CashBackEstimate offer={cashBack} goods={quote.subtotal - quote.couponSaving} kit={kit} /> : null}
      <button className="btn wide" type="submit" name="action" value="place" disabled={ready.length === 0}>{kit.t('checkout.place')}</button>
    </form>,
    { title, back: '/m/cart', cartCount: cart.count, styles: couponStyles + OTHER_ADDRESS },
  )
}

/** Checkout: the lines to order, the delivery address (or a new one), the payment, the totals. */
export async function GET(c: Context<AppEnv>) {
  return render(c, {
    lineIds: parseLineIds(c.req.query('lines')), address: c.req.query('address') ?? '', draft: EMPTY_DRAFT, keep: true, payment: 'onDelivery',
    coupon: 'best', errors: {},
  })
}

/**
 * Applies the coupon chosen (the page comes back priced with it); or places the order with that coupon, saving a new
 * address to the book first unless the buyer unticked that (then it goes with this order only). Placing is one
 * idempotent call under the form's key: the same form sent twice places one order. Whatever fails, the page comes
 * back with what was typed. An order paid online goes on to the payment provider's page.
 */
export async function POST(c: Context<AppEnv>) {
  const [kit, form] = await Promise.all([pageKit(c), readForm(c)])
  const payment = PAYMENTS.find((known) => known === form.text('payment', 20)) ?? 'onDelivery'
  const action = form.text('action', 20)
  const state: State = {
    lineIds: parseLineIds(form.text('lines', 600)), address: form.text('address', 12), draft: readDraft(form), keep: form.text('keep', 2) === 'on', payment,
    coupon: readCouponField(form.text('coupon', 12), action === 'place' ? 'none' : 'best'), errors: {},
  }
  if (action === 'quote') return render(c, state)
  const upstream = c.var.upstream
  let addressId = parseId(state.address)
  let deliverTo: DeliverTo | undefined

  if (state.address === 'new') {
    const checked = checkDraft(state.draft, kit)
    if ('errors' in checked) return render(c, { ...state, address: 'new', errors: checked.errors }, 400)
    if (state.keep) {
      try {
        addressId = (await upstream.call('saveAddress', { body: checked.input })).id
      } catch (error) {
        const refused = refusalOf(error)
        if (!refused) throw error
        return render(c, { ...state, address: 'new', failure: kit.t(`error.${refused}`) }, 400)
      }
    } else {
      const { makeDefault: _once, ...typed } = checked.input
      deliverTo = typed
    }
  }
  if (addressId === null && !deliverTo) return render(c, { ...state, errors: { address: kit.t('checkout.addressRequired') } }, 400)
  if (!state.lineIds) return render(c, state, 400)

  const key = form.idempotencyKey()
  let placed: { orderId: number }
  try {
    placed = await upstream.call('placeOrder', {
      body: {
        ...(deliverTo ? { deliverTo } : { addressId: addressId! }), payment, lineIds: state.lineIds, couponId: typeof state.coupon === 'number' ? state.coupon : null,
      },
      idempotencyKey: key,
    })
  } catch (error) {
    const refused = refusalOf(error)
    if (!refused) throw error
    const coupon = refused === 'couponNotApplicable' ? 'best' : state.coupon
    return render(c, { ...state, address: deliverTo ? 'new' : String(addressId), coupon, failure: kit.t(`error.${refused}`) }, 400)
  }
  const details = `/m/order/details?id=${placed.orderId}`
  if (payment === 'online') {
    // Straight on to the provider's page; should that fail, the order is placed all the same and its page offers to pay.
    try {
      return await toProvider(c, await paymentCheckout(c, placed.orderId, `${key.slice(0, 96)}:pay`))
    } catch (error) {
      setNotice(c, refusalOf(error) === 'paymentUnavailable' ? { fail: 'error.paymentUnavailable' } : { ok: 'orderNotice.placed' })
      return c.redirect(details, 303)
    }
  }
  setNotice(c, { ok: 'orderNotice.placed' })
  return c.redirect(details, 303)
}

export const namespaces = ['orders', 'coupons', 'wallet'] as const
