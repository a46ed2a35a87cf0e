const DAY_MS = 86_400_000
/** Review is expected within this many working days of an appeal. */
export const REVIEW_WORKING_DAYS = 2

const isWeekend = (at: number) => {
  const day = new Date(at).getUTCDay()
  return day === 0 || day === 6
}

/**
 * When the review of an appeal sent at `sentAt` is due: the same time of day, `workingDays` working days later,
 * Saturdays and Sundays not counted (calendar days in UTC). Sent on a Thursday → due Monday; on a Friday, a Saturday
 * or a Sunday → due Tuesday.
 */
export function dueDate(sentAt: number, workingDays = REVIEW_WORKING_DAYS): number {
  let due = sentAt
  for (let counted = 0; counted < workingDays; ) {
    due += DAY_MS
    if (!isWeekend(due)) counted++
  }
  return due
}
