import type { ComponentProps } from 'react'

/**
 * Every island, by the name pages give it: its chunk, which the browser entry loads once the island's trigger fires
 * (one chunk each). The name is the file's: `countdown` is islands/countdown.island.tsx, which the server renders.
 */
export const ISLANDS = {
  'add-to-cart': () => import('./add-to-cart.island'),
  'app-login': () => import('./app-login.island'),
  'bridge-check': () => import('./bridge-check.island'),
  'buy-form': () => import('./buy-form.island'),
  'cart-badge': () => import('./cart-badge.island'),
  countdown: () => import('./countdown.island'),
  gallery: () => import('./gallery.island'),
  'get-coupon': () => import('./get-coupon.island'),
  'imei-scan': () => import('./imei-scan.island'),
  'load-more': () => import('./load-more.island'),
  'lucky-wheel': () => import('./lucky-wheel.island'),
  'member-form': () => import('./member-form.island'),
  'new-user-coupon': () => import('./new-user-coupon.island'),
  'scan-field': () => import('./scan-field.island'),
  toasts: () => import('./toasts.island'),
}

export type IslandName = keyof typeof ISLANDS

/**
 * Islands the browser brings to life without React: the chunk exports `mount(element, props)`, which takes over the
 * server-rendered markup of islands/<name>.island.tsx. A page whose islands are all here loads no shared runtime.
 */
export const PLAIN = {
  countdown: () => import('./countdown.mount'),
} satisfies Partial<Record<IslandName, () => Promise<{ mount: (el: HTMLElement, props: never) => void }>>>

/** The text keys an island reads from its `texts` prop (each list lives beside its component). */
type TextKeys = {
  'add-to-cart': typeof import('./add-to-cart.island').ADD_TO_CART_KEYS
  'bridge-check': typeof import('./bridge-check.island').BRIDGE_CHECK_KEYS
  'buy-form': typeof import('./buy-form.island').BUY_FORM_KEYS
  'cart-badge': typeof import('./cart-badge.island').CART_BADGE_KEYS
  countdown: typeof import('./countdown.island').COUNTDOWN_KEYS
  gallery: typeof import('./gallery.island').GALLERY_KEYS
  'get-coupon': typeof import('./get-coupon.island').GET_COUPON_KEYS
  'imei-scan': typeof import('./imei/keys').IMEI_SCAN_KEYS
  'load-more': typeof import('./load-more.island').LOAD_MORE_KEYS
  'lucky-wheel': typeof import('./lucky-wheel.island').LUCKY_WHEEL_KEYS
  'member-form': typeof import('./member-form').MEMBER_FORM_KEYS
  'scan-field': typeof import('./scan-field.island').SCAN_FIELD_KEYS
  toasts: typeof import('./toasts.island').TOAST_KEYS
}

type ComponentOf<N extends IslandName> = Awaited<ReturnType<(typeof ISLANDS)[N]>>['default']

type Holds<T extends true> = T
/** Every island with a `texts` prop has its keys in `TextKeys` (typecheck fails here otherwise). */
export type EveryTextsPropListed = Holds<
  Exclude<{ [N in IslandName]: 'texts' extends keyof ComponentProps<ComponentOf<N>> ? N : never }[IslandName], keyof TextKeys> extends never
    ? true
    : false
>

/**
 * The props a page gives island `N`: its component's, with `texts` holding (at least) every key the island lists, as
 * `pick(language, KEYS)` gives them.
 */
export type IslandProps<N extends IslandName> = N extends keyof TextKeys
  ? Omit<ComponentProps<ComponentOf<N>>, 'texts'> & { texts: Record<TextKeys[N][number], string> }
  : ComponentProps<ComponentOf<N>>
