import type { CountryInfo } from '../contract'

export type NumberFormatting = Pick<CountryInfo, 'digitGroupingSymbol' | 'decimalPointCharacter' | 'currencySymbol' | 'currencyScale'>

export const DEFAULT_FORMATTING: NumberFormatting = {
  digitGroupingSymbol: ',',
  decimalPointCharacter: '.',
  currencySymbol: '',
  currencyScale: 0,
}

const formatters = new Map<number, Intl.NumberFormat>()

function digits(scale: number): Intl.NumberFormat {
  let f = formatters.get(scale)
  if (!f) {
    f = new Intl.NumberFormat('en-US', { minimumFractionDigits: scale, maximumFractionDigits: scale, useGrouping: true })
    formatters.set(scale, f)
  }
  return f
}

/** A number with the country's grouping and decimal characters (`Intl` does the rounding and grouping). */
export function formatNumber(value: number, scale: number, formatting: NumberFormatting = DEFAULT_FORMATTING): string {
  if (!Number.isFinite(value)) value = 0
  return digits(Math.max(0, Math.min(4, Math.trunc(scale))))
    .formatToParts(value)
    .map((p) => (p.type === 'group' ? formatting.digitGroupingSymbol : p.type === 'decimal' ? formatting.decimalPointCharacter : p.value))
    .join('')
}

/** Money: symbol then value, with the country's scale. */
export function formatMoney(value: number, formatting: NumberFormatting = DEFAULT_FORMATTING): string {
  return formatting.currencySymbol + formatNumber(value, formatting.currencyScale, formatting)
}

/** A ratio (0.125) as `12.50%`. */
export function formatPercent(ratio: number, formatting: NumberFormatting = DEFAULT_FORMATTING): string {
  return formatNumber((Number.isFinite(ratio) ? ratio : 0) * 100, 2, formatting) + '%'
}

const dateTimes = new Map<string, Intl.DateTimeFormat>()

/** Whether Intl has date names for `locale`; without them it would print another language's month names. */
function hasDateNames(locale: string): boolean {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([locale]).length > 0
  } catch {
    return false
  }
}

function dateOptions(style: 'short' | 'time' | 'date', timeZone: string, named: boolean): Intl.DateTimeFormatOptions {
  if (style === 'time') return named ? { timeZone, hour: '2-digit', minute: '2-digit' } : { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
  if (!named) {
    const date = { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' } as const
    return style === 'date' ? date : { ...date, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
  }
  return style === 'date' ? { timeZone, dateStyle: 'long' } : { timeZone, dateStyle: 'medium', timeStyle: 'short' }
}

/**
 * Date and time in the reader's language and the market's time zone. Where Intl has no names for the language
 * (Hausa on many runtimes), the date is all digits, day first — never another language's words.
 */
export function formatDateTime(epochMs: number, locale: string, timeZone: string, style: 'short' | 'time' | 'date' = 'short'): string {
  const id = `${locale}|${timeZone}|${style}`
  let f = dateTimes.get(id)
  if (!f) {
    const named = hasDateNames(locale)
    try {
      f = new Intl.DateTimeFormat(named ? locale : 'en-GB', dateOptions(style, timeZone, named))
    } catch {
      f = new Intl.DateTimeFormat('en-GB', dateOptions(style, 'UTC', false))
    }
    dateTimes.set(id, f)
  }
  return f.format(new Date(epochMs))
}

const regionNames = new Map<string, Intl.DisplayNames>()

/** A market's name in the reader's language (`KT` is Côte d'Ivoire, `CI` to Intl); English where Intl has none. */
export function countryName(code: string, locale: string): string {
  let names = regionNames.get(locale)
  if (!names) {
    names = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'code' })
    regionNames.set(locale, names)
  }
  const region = code === 'KT' ? 'CI' : code
  try {
    return names.of(region) ?? code
  } catch {
    return code
  }
}

/** A calendar date in the reader's language (UTC, so the day never shifts). */
export function formatDate(epochMs: number, locale: string): string {
  return formatDateTime(epochMs, locale, 'UTC', 'date')
}
