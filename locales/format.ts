import type { CountryInfo } from '../contract'

export type NumberFormatting = Pick<CountryInfo, 'digitGroupingSymbol' | 'decimalPointCharacter' | 'currencySymbol' | 'currencyScale'> &
  Partial<Pick<CountryInfo, 'currencySymbolPosition' | 'currencySymbolSpacing'>> & {
    /** The page's language, whose Intl rules place the groups and the percent sign; digits stay Latin. */
    locale?: string
  }

export const DEFAULT_FORMATTING: NumberFormatting = {
  digitGroupingSymbol: ',',
  decimalPointCharacter: '.',
  currencySymbol: '',
  currencyScale: 0,
}

const formatters = new Map<string, Intl.NumberFormat>()

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const id = `${locale}|${JSON.stringify(options)}`
  let f = formatters.get(id)
  if (!f) {
    const latin = { ...options, numberingSystem: 'latn' }
    try {
      f = new Intl.NumberFormat(locale, latin)
    } catch {
      f = new Intl.NumberFormat('en-US', latin)
    }
    formatters.set(id, f)
  }
  return f
}

const marketCharacters = (parts: Intl.NumberFormatPart[], formatting: NumberFormatting) =>
  parts.map((p) => (p.type === 'group' ? formatting.digitGroupingSymbol : p.type === 'decimal' ? formatting.decimalPointCharacter : p.value)).join('')

/** A number with the country's grouping and decimal characters (`Intl` does the rounding and grouping). */
export function formatNumber(value: number, scale: number, formatting: NumberFormatting = DEFAULT_FORMATTING): string {
  if (!Number.isFinite(value)) value = 0
  const digits = Math.max(0, Math.min(4, Math.trunc(scale)))
  const options = { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: 'always' } as unknown as Intl.NumberFormatOptions
  return marketCharacters(numberFormat(formatting.locale ?? 'en-US', options).formatToParts(value), formatting)
}

/** Whether `locale` groups numbers and writes percentages as en-US does (then a formatting can leave it out). */
export function numbersAsInEnglish(locale: string): boolean {
  const grouped = { useGrouping: 'always' } as unknown as Intl.NumberFormatOptions
  const percent = { style: 'percent' } as const
  return numberFormat(locale, grouped).format(1234567.5) === numberFormat('en-US', grouped).format(1234567.5) &&
    numberFormat(locale, percent).format(0.33) === numberFormat('en-US', percent).format(0.33)
}

/** Money as the market's shops write it: symbol before or after the value, with the market's spacing and scale. */
export function formatMoney(value: number, formatting: NumberFormatting = DEFAULT_FORMATTING): string {
  const amount = formatNumber(value, formatting.currencyScale, formatting)
  if (!formatting.currencySymbol) return amount
  const space = formatting.currencySymbolSpacing ?? ''
  return formatting.currencySymbolPosition === 'after' ? amount + space + formatting.currencySymbol : formatting.currencySymbol + space + amount
}

/** A ratio (0.125) as `12.50%`. */
export function formatPercent(ratio: number, formatting: NumberFormatting = DEFAULT_FORMATTING): string {
  return formatNumber((Number.isFinite(ratio) ? ratio : 0) * 100, 2, formatting) + '%'
}

/** A share in whole percent (33 → `33%`, `33 %` in French), as the page's language writes a percentage. */
export function formatWholePercent(percent: number, formatting: NumberFormatting = DEFAULT_FORMATTING): string {
  const ratio = Math.round(Number.isFinite(percent) ? percent : 0) / 100
  const options = { style: 'percent', maximumFractionDigits: 0, useGrouping: 'always' } as unknown as Intl.NumberFormatOptions
  return marketCharacters(numberFormat(formatting.locale ?? 'en-US', options).formatToParts(ratio), formatting)
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

/** Where a language's own spelling differs from Intl's: Nigerian Hausa writes Najeriya (Intl: Nijeriya). */
const OWN_SPELLING: Record<string, Partial<Record<string, string>>> = { ha: { NG: 'Najeriya' } }

/** A market's name in the reader's language (`KT` is Côte d'Ivoire, `CI` to Intl); English where Intl has none. */
export function countryName(code: string, locale: string): string {
  let names = regionNames.get(locale)
  if (!names) {
    names = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'code' })
    regionNames.set(locale, names)
  }
  const own = OWN_SPELLING[locale.split('-')[0]!]?.[code]
  if (own) return own
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
