import { signal } from '@preact/signals-react'
import { hostPresent } from '../bridge/names'
import { cartCount, seedCartCount } from './cart'
import { readSeed } from './seed'

/** Where "back" leads when the page was opened with `?backType=`: a same-origin `/m` path and its query. */
export type BackType = { path: string; query: Record<string, string> }

/** What the server knows of the shopper and the page; rendered once per island page (see worker/render/app-state). */
export type AppStateSeed = {
  isLogin: boolean
  cartCount: number | null
  chatCount: number
  preSaleNum: number
  /** Inside an app (or the sister app): no "get the app" prompts. */
  isHideApk: boolean
  backType: BackType | null
  is_open_shareDialog: 'y' | 'n'
  /** The market's currency symbol; null when the market is not known yet. */
  countrySymbol: string | null
}

export { APP_STATE_ATTR } from './seed'

export const isLogin = signal(false)
export { cartCount }
export const chatCount = signal(0)
export const preSaleNum = signal(0)
export const isHideApk = signal(false)
export const backType = signal<BackType | null>(null)
export const isOpenShareDialog = signal<'y' | 'n'>('n')
export const countrySymbol = signal<string | null>(null)

/** `backType` as a link: its path with its query. */
export function backTypeHref(value: BackType | null): string | null {
  if (!value) return null
  const query = new URLSearchParams(value.query).toString()
  return query ? `${value.path}?${query}` : value.path
}

/** Sets every signal from the seed (browser only: on the server, module state would be shared by requests). */
export function seedAppState(seed: AppStateSeed): void {
  isLogin.value = seed.isLogin
  seedCartCount(seed.cartCount)
  chatCount.value = seed.chatCount
  preSaleNum.value = seed.preSaleNum
  isHideApk.value = seed.isHideApk
  backType.value = seed.backType
  isOpenShareDialog.value = seed.is_open_shareDialog === 'y' ? 'y' : 'n'
  countrySymbol.value = seed.countrySymbol
}

let asked: Promise<string | null> | null = null

/**
 * The market's currency symbol when the page could not know it: inside an app, the app is asked, once per page
 * (docs/bridge.md); in a browser nothing is asked and nothing is loaded.
 */
export function ensureCountrySymbol(): Promise<string | null> {
  if (countrySymbol.peek() !== null || !hostPresent()) return Promise.resolve(countrySymbol.peek())
  asked ??= import('../bridge/calls')
    .then((calls) => calls.getCountryCurrencySymbol())
    .then(
      (symbol) => {
        if (typeof symbol === 'string' && symbol.trim()) countrySymbol.value = symbol.trim().slice(0, 8)
      },
      () => undefined,
    )
    .then(() => countrySymbol.peek())
  return asked
}

// Loaded by the bridge check page's island, and by the island runtime on a page whose market is unknown inside an
// app (islands/client.ts): never by the other pages.
if (typeof document !== 'undefined') {
  const seed = readSeed()
  if (seed) {
    seedAppState(seed)
    if (seed.countrySymbol === null) void ensureCountrySymbol()
  }
}
