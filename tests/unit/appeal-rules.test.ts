import { describe, expect, it } from 'vitest'
import { appealRefusal } from '../../contract'

const gift = { rule: 'gift', every: 5, count: 1 } as const
const refused = { status: 'refused', own: true } as const

describe('what may be appealed (the rule the mall and the rebate details share)', () => {
  it('a missing rebate, or a refused one of the appellant; never a paid, pending or another shop\'s one', () => {
    expect(appealRefusal({ rebate: null, imeis: 1 })).toBeNull()
    expect(appealRefusal({ rebate: refused, imeis: 1 })).toBeNull()
    expect(appealRefusal({ rebate: { status: 'credited', own: true }, imeis: 1 })).toBe('appealNotAllowed')
    expect(appealRefusal({ rebate: { status: 'pending', own: true }, imeis: 1 })).toBe('appealNotAllowed')
    expect(appealRefusal({ rebate: { status: 'refused', own: false }, imeis: 1 })).toBe('appealNotAllowed')
  })

  it('an order rebate: no more IMEIs than its counted pieces, and as many as earn something under the rule', () => {
    // Four pieces under "a gift every 5": even all of them earn nothing, so no appeal can succeed.
    expect(appealRefusal({ rebate: refused, order: { rule: gift, pieces: 4 }, imeis: 4 })).toBe('appealPaysNothing')
    expect(appealRefusal({ rebate: refused, order: { rule: gift, pieces: 5 }, imeis: 5 })).toBeNull()
    expect(appealRefusal({ rebate: refused, order: { rule: gift, pieces: 5 }, imeis: 6 })).toBe('appealNotAllowed')
    expect(appealRefusal({ rebate: refused, order: { rule: { rule: 'cash', amount: 100 }, pieces: 0 }, imeis: 1 })).toBe('appealNotAllowed')
    expect(appealRefusal({ rebate: null, order: { rule: { rule: 'cash', amount: 100 }, pieces: 2 }, imeis: 1 })).toBeNull()
  })
})
