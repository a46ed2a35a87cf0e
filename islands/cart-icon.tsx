/** The cart page, where the header's cart icon leads. */
export const CART_PATH = '/m/cart'

/** The header's cart icon and badge, a link to the cart; rendered by the server header and by the cart-badge island alike. */
export function CartIcon({ count, label, countLabel }: { count: number | null; label: string; countLabel: string }) {
  return (
    <a className="cart" href={CART_PATH} aria-label={countLabel || label} data-cart-count={count ?? 0}>
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M3 4h2l2.4 11h10.2L20 7H6.2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        <circle cx="9" cy="19" r="1.6" fill="currentColor" />
        <circle cx="17" cy="19" r="1.6" fill="currentColor" />
      </svg>
      {count ? <b className="badge">{count > 99 ? '99+' : count}</b> : null}
    </a>
  )
}
