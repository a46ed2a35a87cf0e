import { resolveBack } from '../../islands/return-path'
import { serializeProps } from '../../islands/protocol'
import { APP_STATE_ATTR, type AppStateSeed, type BackType } from '../../islands/state/app'
import type { RequestContext } from '../env'

/** `?backType=` of the page: a same-origin `/m` path (with its query), else none. */
export function backTypeOf(url: URL): BackType | null {
  const raw = url.searchParams.get('backType')
  if (!raw) return null
  const resolved = resolveBack(raw, '')
  if (!resolved) return null
  const target = new URL(resolved, url.origin)
  return { path: target.pathname, query: Object.fromEntries(target.searchParams) }
}

type Counts = { cartCount: number | null; chatCount?: number; preSaleNum?: number }

/** The client state the islands of this page start from (islands/state/app.ts). */
export function appStateSeed(ctx: RequestContext, url: URL, counts: Counts): AppStateSeed {
  return {
    isLogin: ctx.loggedIn,
    cartCount: counts.cartCount,
    chatCount: counts.chatCount ?? 0,
    preSaleNum: counts.preSaleNum ?? 0,
    isHideApk: ctx.variant.inApp || ctx.variant.sister,
    backType: backTypeOf(url),
    is_open_shareDialog: url.searchParams.get('is_open_shareDialog') === 'y' ? 'y' : 'n',
    countrySymbol: ctx.country.info?.currencySymbol ?? null,
  }
}

/** The seed as the attribute the island runtime's script carries (islands/state/app.ts reads it). */
export const appStateAttribute = (seed: AppStateSeed) => ({ [APP_STATE_ATTR]: serializeProps(seed) })
