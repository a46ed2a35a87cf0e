import { Island } from './island'
import { CART_BADGE_KEYS } from '../../islands/cart-badge.island'
import { CartIcon } from '../../islands/cart-icon'
import type { Translate } from '../../locales'
import { pick } from '../../locales'

type HeaderProps = {
  title: string
  /** The title is a name (a product's, in the catalogue's script): its own direction, so a long one is cut at its end. */
  named?: boolean
  back: string | null
  cartCount: number | null
  liveCart: boolean
  language: string
  t: Translate
}

const BackArrow = () => (
  <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
    <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
)

/** Common header: back, title, cart badge (an island only on pages where the count changes without a load). */
export function Header({ title, named = false, back, cartCount, liveCart, language, t }: HeaderProps) {
  return (
    <header className="bar">
      {back ? (
        <a className="back" href={back} aria-label={t('header.back')}>
          <BackArrow />
        </a>
      ) : (
        <span className="back" />
      )}
      <h1 dir={named ? 'auto' : undefined}>{title}</h1>
      {liveCart ? (
        <Island name="cart-badge" when="idle" props={{ count: cartCount, texts: pick(language, CART_BADGE_KEYS) }} />
      ) : (
        <CartIcon count={cartCount} label={t('header.cart')} countLabel={cartCount ? t('header.cartCount', { count: cartCount }) : ''} />
      )}
    </header>
  )
}
