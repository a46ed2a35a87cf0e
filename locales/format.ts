import type { CountryInfo } from '../worker/upstream/contract'

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

/** Date and time in the reader's language and the market's time zone. */
export function formatDateTime(epochMs: number, locale: string, timeZone: string, style: 'short' | 'time' | 'date' = 'short'): string {
  const id = `${locale}|${timeZone}|${style}`
  let f = dateTimes.get(id)
  if (!f) {
    const options: Intl.DateTimeFormatOptions =
      style === 'time'
        ? { timeZone, hour: '2-digit', minute: '2-digit' }
        : style === 'date'
          ? { timeZone, dateStyle: 'long' }
          : { timeZone, dateStyle: 'medium', timeStyle: 'short' }
    try {
      f = new Intl.DateTimeFormat(locale, options)
    } catch {
      f = new Intl.DateTimeFormat('en-US', options)
    }
    dateTimes.set(id, f)
  }
  return f.format(new Date(epochMs))
}

/** A calendar date in the reader's language (UTC, so the day never shifts). */
export function formatDate(epochMs: number, locale: string): string {
  return formatDateTime(epochMs, locale, 'UTC', 'date')
}
