import { MAX_RECENT_ITEMS } from '../../contract'

/** The products this browser opened last, newest first: ids joined by dots (`701.12.305`), at most 20. */
export const RECENT_COOKIE = 'rv'
const ID = /^[1-9]\d{0,8}$/

/** The ids of a recently viewed cookie; anything malformed in it is left out, a cookie that is not one reads as none. */
export function readRecent(value: string | undefined): number[] {
  if (!value || value.length > 200) return []
  const ids = value.split('.').filter((part) => ID.test(part)).map(Number)
  return [...new Set(ids)].slice(0, MAX_RECENT_ITEMS)
}

/** The list after opening `productId`: it goes first, once, and the oldest beyond 20 drop off. */
export const withViewed = (ids: readonly number[], productId: number): number[] =>
  [productId, ...ids.filter((id) => id !== productId)].slice(0, MAX_RECENT_ITEMS)

export const writeRecent = (ids: readonly number[]): string => ids.join('.')
