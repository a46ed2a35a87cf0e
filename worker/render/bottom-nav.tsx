import type { ReactNode } from 'react'
import { CART_PATH } from '../../islands/cart-icon'
import type { Translate } from '../../locales'
import type { Variant } from '../context/variant'

/** The bottom bar's items, in reading order (mirrored in Arabic by the flex row). */
export const NAV_TABS = ['home', 'categories', 'cart', 'me'] as const
export type NavTab = (typeof NAV_TABS)[number]

const HREF: Record<NavTab, string> = { home: '/m/', categories: '/m/categories', cart: CART_PATH, me: '/m/user' }

const Icon = ({ children }: { children: ReactNode }) => (
  <svg viewBox="0 0 24 24" aria-hidden="true">
    {children}
  </svg>
)

const ICONS: Record<NavTab, ReactNode> = {
  home: <Icon><path d="M3 11l9-7 9 7M6 9.5V20h4.5v-6h3v6H18V9.5" /></Icon>,
  categories: <Icon><path d="M4 4h6.5v6.5H4zM13.5 4H20v6.5h-6.5zM4 13.5h6.5V20H4zM13.5 13.5H20V20h-6.5z" /></Icon>,
  cart: <Icon><path d="M3 4h2l2.4 11h10.2L20 7H6.2" /><circle cx="9" cy="19" r="1.3" /><circle cx="17" cy="19" r="1.3" /></Icon>,
  me: <Icon><circle cx="12" cy="8" r="4" /><path d="M4 21c1-4 4.2-6 8-6s7 2 8 6" /></Icon>,
}

/** The bar is the web's own: inside the Android, Flutter and sister apps, the app shows its own tab bar. */
export const showsBottomNav = (variant: Variant): boolean => !variant.inApp && !variant.sister

/**
 * Home, Categories, Cart (with its count) and Me, fixed at the foot of the screen; plain links, so it works with
 * JavaScript off. `current` is the page's own item, or null on a main page that is none of them.
 */
export function BottomNav({ current, cartCount, t }: { current: NavTab | null; cartCount: number | null; t: Translate }) {
  return (
    <nav className="tabbar" aria-label={t('nav.label')}>
      {NAV_TABS.map((tab) => (
        <a key={tab} href={HREF[tab]} aria-current={tab === current ? 'page' : undefined} data-tab={tab}>
          <span className="ti">
            {ICONS[tab]}
            {tab === 'cart' && cartCount ? <b className="tb" aria-hidden="true">{cartCount > 99 ? '99+' : cartCount}</b> : null}
          </span>
          {t(`nav.${tab}`)}
          {tab === 'cart' && cartCount ? <span className="sr-only">{` (${t('header.cartCount', { count: cartCount })})`}</span> : null}
        </a>
      ))}
    </nav>
  )
}

/** The bar's height is `--dock`: main keeps that much room at its foot, and toasts rise above it. */
export const bottomNavStyles = `
:root{--dock:calc(57px + env(safe-area-inset-bottom,0px))}
.tabbar{position:fixed;z-index:3;inset-inline:0;inset-block-end:0;display:flex;background:#fff;border-block-start:1px solid var(--line);padding-block-end:env(safe-area-inset-bottom,0px)}
.tabbar a{flex:1;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:2px;min-block-size:56px;padding:4px 2px;color:var(--muted);font-size:12px;line-height:1.2;text-align:center;text-decoration:none}
.tabbar a[aria-current=page]{color:var(--brand);font-weight:700}
.ti{position:relative;display:flex}
.ti svg{inline-size:24px;block-size:24px;fill:none;stroke:currentColor;stroke-width:2;stroke-linejoin:round;stroke-linecap:round}
.tb{position:absolute;inset-block-start:-5px;inset-inline-start:14px;min-inline-size:18px;padding-inline:4px;border-radius:9px;background:var(--brand);color:var(--brand-ink);font-size:11px;line-height:18px;text-align:center;font-weight:700}
`.replace(/\n/g, '')
