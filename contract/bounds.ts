import { z } from 'zod'

/**
 * Bounds of the numbers an answer carries into the pages: a provider's API is generated from these schemas, so what
 * they allow must render. An instant past these bounds is a mistake, and one far enough out throws in `Intl` and `Date`.
 */
export const INSTANT_MIN = Date.UTC(2000, 0, 1)
export const INSTANT_MAX = Date.UTC(2100, 0, 1)
export const instant = z.number().int().min(INSTANT_MIN).max(INSTANT_MAX).describe('epoch milliseconds, 2000–2100')

/** A number of days (delivery, returns, validity, a window): up to ten years. */
export const DAY_COUNT_MAX = 3_650
export const dayCount = z.number().int().min(0).max(DAY_COUNT_MAX)
