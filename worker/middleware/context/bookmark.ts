import { parseD1Bookmark } from '../../../contract'

/**
 * The shopper's last write, as the mall's D1 bookmark: set from a write's answer, sent back with every upstream call
 * so the catalogue is read from a replica at least that fresh.
 */
export const BOOKMARK_COOKIE = 'd1_bookmark'

/** The cookie's bookmark when it has a bookmark's exact form; anything else is no bookmark. */
export const resolveBookmark = (cookieValue: string | null | undefined): string | null => parseD1Bookmark(cookieValue)
