import { describe, expect, it } from 'vitest'
import { COUNTRY_CODES, normalizePhone, PHONE_PLANS, phonePrefixOf } from '../../contract'

describe('normalizePhone', () => {
  it.each([
    ['NG', '0803 123 4567', '+2348031234567'],
    ['NG', '803-123-4567', '+2348031234567'],
    ['NG', '(0803) 123.4567', '+2348031234567'],
    ['NG', '2348031234567', '+2348031234567'],
    ['NG', '002348031234567', '+2348031234567'],
    ['NG', '+234 0803 123 4567', '+2348031234567'],
    ['IN', '09876543210', '+919876543210'],
    ['IN', '9123456789', '+919123456789'],
    ['IN', '919123456789', '+919123456789'],
    ['UG', '0772 123 456', '+256772123456'],
    ['GH', '024 412 3456', '+233244123456'],
    ['KT', '07 07 12 34 56', '+2250707123456'],
    ['KT', '+225 0707123456', '+2250707123456'],
    ['DZ', '0551 23 45 67', '+213551234567'],
    ['TZ', '0712 345 678', '+255712345678'],
    ['GH', '+234 803 123 4567', '+2348031234567'],
    ['DZ', '٠٥٥١ ٢٣ ٤٥ ٦٧', '+213551234567'],
    ['DZ', '۰۵۵۱۲۳۴۵۶۷', '+213551234567'],
  ] as const)('in %s reads %s as %s', (market, typed, e164) => {
    expect(normalizePhone(typed, market)).toBe(e164)
  })

  it.each([
    ['NG', ''],
    ['NG', '0803 123 456'],
    ['NG', '0803 123 45678'],
    ['NG', '00803 123 4567'],
    ['NG', '+44 20 7946 0958'],
    ['NG', '+234 803 123 456'],
    ['GH', '0803 123 4567'],
    ['KT', '707 12 34 56'],
    ['NG', '0803 123 4567 ext 2'],
    ['NG', '+2348031234567+'],
  ] as const)('in %s refuses %j', (market, typed) => {
    expect(normalizePhone(typed, market)).toBeNull()
  })

  it('has a plan, and a prefix shown as +<digits>, for each of the seven markets', () => {
    for (const code of COUNTRY_CODES) {
      expect(PHONE_PLANS[code].digits).toBeGreaterThanOrEqual(9)
      expect(phonePrefixOf(code)).toMatch(/^\+\d{2,3}$/)
    }
    expect(phonePrefixOf('KT')).toBe('+225')
  })
})
