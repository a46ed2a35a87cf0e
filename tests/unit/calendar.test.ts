import { describe, expect, it } from 'vitest'
import { marketDay } from '../../contract'
import { formatDateTime } from '../../locales/format'
import { monthOf } from '../../mall/rebates/store'

/** Instants where a day of one digit, a month end or a year end could tell two formats or two calendars apart. */
const DAY_FOUR = Date.UTC(2026, 11, 4, 9, 30)
const NOVEMBER_END_LAGOS = Date.UTC(2026, 10, 30, 22, 50)
const YEAR_END_LAGOS = Date.UTC(2026, 11, 31, 22, 55)
const NEW_YEAR_IN_DAR = Date.UTC(2026, 11, 31, 21, 30)

describe('dates and times on the pages (medium date, short time, the market\'s time zone)', () => {
  it.each([
    ['a day of one digit', DAY_FOUR, 'Africa/Lagos', 'Dec 4, 2026, 10:30 AM', '4 déc. 2026, 10:30'],
    ['a month end', NOVEMBER_END_LAGOS, 'Africa/Lagos', 'Nov 30, 2026, 11:50 PM', '30 nov. 2026, 23:50'],
    ['a year end', YEAR_END_LAGOS, 'Africa/Lagos', 'Dec 31, 2026, 11:55 PM', '31 déc. 2026, 23:55'],
    ['the new year already begun in Dar es Salaam', NEW_YEAR_IN_DAR, 'Africa/Dar_es_Salaam', 'Jan 1, 2027, 12:30 AM', '1 janv. 2027, 00:30'],
  ])('on %s', (_, at, zone, english, french) => {
    expect(formatDateTime(at, 'en-US', zone).replace(/\u202f/g, ' ')).toBe(english)
    expect(formatDateTime(at, 'fr-FR', zone).replace(/\u202f/g, ' ')).toBe(french)
    expect(formatDateTime(at, 'ar', zone)).toBe(new Intl.DateTimeFormat('ar', { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }).format(at))
  })
})

describe("a market's day and month, on its own calendar", () => {
  it.each([
    ['a day of one digit', DAY_FOUR, 'NG', '2026-12-04'],
    ['a month end in Lagos', NOVEMBER_END_LAGOS, 'NG', '2026-11-30'],
    ['the same instant in Dar es Salaam, already December', NOVEMBER_END_LAGOS, 'TZ', '2026-12-01'],
    ['a year end in Lagos', YEAR_END_LAGOS, 'NG', '2026-12-31'],
    ['the new year in Dar es Salaam', NEW_YEAR_IN_DAR, 'TZ', '2027-01-01'],
    ['the same instant in Accra, still the old year', NEW_YEAR_IN_DAR, 'GH', '2026-12-31'],
  ])('on %s', (_, at, market, day) => {
    expect(marketDay(at, market)).toBe(day)
    expect(monthOf(at, market)).toBe(day.slice(0, 7))
  })
})
