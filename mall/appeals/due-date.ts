import { type CountryCode, marketTimeZone } from '../../contract'

const DAY_MS = 86_400_000
/** Review is expected within this many working days of an appeal. */
export const REVIEW_WORKING_DAYS = 2

/** Algeria rests on Friday and Saturday; the other markets on Saturday and Sunday. */
const WEEKENDS: Partial<Record<CountryCode, readonly string[]>> = { DZ: ['Fri', 'Sat'] }
const SAT_SUN = ['Sat', 'Sun']

const isWeekend = (at: number, market: string | null | undefined) => {
  const weekday = new Intl.DateTimeFormat('en-US', { timeZone: marketTimeZone(market), weekday: 'short' }).format(at)
  return (WEEKENDS[market as CountryCode] ?? SAT_SUN).includes(weekday)
}

/**
 * When the review of an appeal sent at `sentAt` in `market` is due: the same time of day, `workingDays` working days
 * later, the market's weekend not counted (its calendar days, in its time zone). In Accra, sent on a Thursday → due
 * Monday; on a Friday, a Saturday or a Sunday → due Tuesday. In Algiers, sent on a Wednesday → due Sunday.
 */
export function dueDate(sentAt: number, market: string | null | undefined, workingDays = REVIEW_WORKING_DAYS): number {
  let due = sentAt
  for (let counted = 0; counted < workingDays; ) {
    due += DAY_MS
    if (!isWeekend(due, market)) counted++
  }
  return due
}
