import { describe, expect, it } from 'vitest'
import { formatDateTime, formatMoney, formatNumber, formatPercent } from '../../locales/format'

const NGN = { digitGroupingSymbol: ',', decimalPointCharacter: '.', currencySymbol: '₦', currencyScale: 2 }
const XOF = { digitGroupingSymbol: ' ', decimalPointCharacter: ',', currencySymbol: 'CFA', currencyScale: 0 }
const DZD = { digitGroupingSymbol: ' ', decimalPointCharacter: ',', currencySymbol: 'DA', currencyScale: 2 }

describe('formatMoney', () => {
  it('puts the symbol before the value with the market grouping, decimal and scale', () => {
    expect(formatMoney(1234567.5, NGN)).toBe('₦1,234,567.50')
    expect(formatMoney(150000, XOF)).toBe('CFA150 000')
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
