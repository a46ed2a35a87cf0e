import { describe, expect, it } from 'vitest'
import { formatDateTime, formatMoney, formatNumber, formatPercent, formatWholePercent } from '../../locales/format'

const NGN = { digitGroupingSymbol: ',', decimalPointCharacter: '.', currencySymbol: '₦', currencyScale: 2 }
const XOF = { digitGroupingSymbol: ' ', decimalPointCharacter: ',', currencySymbol: 'CFA', currencyScale: 0 }
const DZD = { digitGroupingSymbol: ' ', decimalPointCharacter: ',', currencySymbol: 'DA', currencyScale: 2 }

describe('formatMoney', () => {
  it('puts the symbol before the value with the market grouping, decimal and scale', () => {
    expect(formatMoney(1234567.5, NGN)).toBe('₦1,234,567.50')
    expect(formatMoney(150000, XOF)).toBe('CFA150 000')
    expect(formatMoney(150000, { ...XOF, currencySymbolPosition: 'after', currencySymbolSpacing: ' ' })).toBe('150 000 CFA')
    expect(formatMoney(2499.9, DZD)).toBe('DA2 499,90')
  })
  it('rounds to the scale', () => {
    expect(formatMoney(0.005, NGN)).toBe('₦0.01')
    expect(formatMoney(1499.6, XOF)).toBe('CFA1 500')
  })
  it('uses the defaults: comma grouping, dot decimal, no symbol, scale 0', () => {
    expect(formatMoney(1234567.89)).toBe('1,234,568')
  })
  it('never prints NaN', () => {
    expect(formatMoney(Number.NaN, NGN)).toBe('₦0.00')
  })
})

const NNBSP = '\u202f'
const NBSP = '\u00a0'
/** The two markets as the mall's countries answer them (seed 0035): symbol after, behind a no-break space. */
const KT = { digitGroupingSymbol: NNBSP, decimalPointCharacter: ',', currencySymbol: 'FCFA', currencyScale: 0, currencySymbolPosition: 'after', currencySymbolSpacing: NBSP } as const
const DZ = { digitGroupingSymbol: NNBSP, decimalPointCharacter: ',', currencySymbol: 'DA', currencyScale: 0, currencySymbolPosition: 'after', currencySymbolSpacing: NBSP } as const
const NG = { digitGroupingSymbol: ',', decimalPointCharacter: '.', currencySymbol: '₦', currencyScale: 0 }

describe('formatMoney as the market writes it, in every language', () => {
  it.each(['fr-FR', 'fr-CI', 'ar', 'en-US'])('Côte d\'Ivoire and Algeria in %s: 85 000 FCFA, 39 900 DA', (locale) => {
    expect(formatMoney(85000, { ...KT, locale })).toBe(`85${NNBSP}000${NBSP}FCFA`)
    expect(formatMoney(39900, { ...DZ, locale })).toBe(`39${NNBSP}900${NBSP}DA`)
    expect(formatMoney(39900.4, { ...DZ, locale })).toBe(`39${NNBSP}900${NBSP}DA`)
    expect(formatMoney(1234567, { ...KT, locale })).toBe(`1${NNBSP}234${NNBSP}567${NBSP}FCFA`)
  })
  it.each(['en-US', 'ha', 'ar', 'fr-FR', 'pt'])('Nigeria keeps ₦ before the amount in %s', (locale) => {
    expect(formatMoney(12999, { ...NG, locale })).toBe('₦12,999')
    expect(formatMoney(1000, { ...NG, locale })).toBe('₦1,000')
  })
  it('writes Latin digits in Arabic', () => {
    expect(formatMoney(85000, { ...KT, locale: 'ar' })).toMatch(/^[0-9\u202f\u00a0A-Z]+$/)
  })
})

describe('formatWholePercent', () => {
  it('rounds to a whole percent, as each language writes a percentage', () => {
    expect(formatWholePercent(33.33)).toBe('33%')
    expect(formatWholePercent(16.67, { ...KT, locale: 'fr-FR' })).toMatch(/^17[\u00a0\u202f]%$/)
    expect(formatWholePercent(33.4, { ...NG, locale: 'ar' }).replace(/[\u200e\u061c]/g, '')).toBe('33%')
  })
})

describe('formatPercent', () => {
  it('formats ratios as 0.00%', () => {
    expect(formatPercent(0.125)).toBe('12.50%')
    expect(formatPercent(1)).toBe('100.00%')
    expect(formatPercent(0.3333, DZD)).toBe('33,33%')
  })
})

describe('formatNumber', () => {
  it('clamps the scale', () => {
    expect(formatNumber(1.23456789, 9)).toBe('1.2346')
  })
})

describe('formatDateTime', () => {
  it('formats in the market time zone', () => {
    const noonUtc = Date.UTC(2026, 10, 21, 12, 0)
    expect(formatDateTime(noonUtc, 'en-US', 'Africa/Lagos', 'time')).toMatch(/01:00\s?PM/)
    expect(formatDateTime(noonUtc, 'en-US', 'Asia/Kolkata', 'time')).toMatch(/05:30\s?PM/)
  })
  it('writes dates in digits, never in another language\'s words, where Intl has no names for the language', () => {
    expect(formatDateTime(0, 'en-US', 'Africa/Lagos')).toBe('Jan 1, 1970, 1:00 AM')
    expect(formatDateTime(0, 'zz-ZZ-invalid-!!', 'Africa/Lagos')).toBe('01/01/1970, 01:00')
    const hausa = formatDateTime(Date.UTC(2023, 10, 2), 'ha', 'UTC', 'date')
    expect(hausa).not.toMatch(/[A-Za-z]/)
    if (!Intl.DateTimeFormat.supportedLocalesOf(['ha']).length) expect(hausa).toBe('02/11/2023')
  })
})
