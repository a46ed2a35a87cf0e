/**
 * The shopper's last write, as the mall's D1 bookmark: set from a write's answer, sent back with every upstream call
 * so the catalogue is read from a replica at least that fresh. Read with `parseD1Bookmark` (contract): anything but a
 * bookmark's exact form is no bookmark.
 */
export const BOOKMARK_COOKIE = 'd1_bookmark'
