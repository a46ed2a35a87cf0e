import { describe, expect, it } from 'vitest'
import { dueDate } from '../../mall/appeals/due-date'

const at = (iso: string) => Date.parse(iso)
const day = (epoch: number) => new Date(epoch).toISOString()

/** 2026-11-16 is a Monday. */
describe('an appeal is due 2 working days after it is sent, weekends skipped (Accra: UTC, Saturday and Sunday)', () => {
  it.each([
    ['Monday', '2026-11-16T09:30:00Z', '2026-11-18T09:30:00.000Z'],
    ['Tuesday', '2026-11-17T09:30:00Z', '2026-11-19T09:30:00.000Z'],
    ['Wednesday', '2026-11-18T09:30:00Z', '2026-11-20T09:30:00.000Z'],
    ['Thursday', '2026-11-19T09:30:00Z', '2026-11-23T09:30:00.000Z'],
    ['Friday', '2026-11-20T09:30:00Z', '2026-11-24T09:30:00.000Z'],
    ['Saturday', '2026-11-21T09:30:00Z', '2026-11-24T09:30:00.000Z'],
    ['Sunday', '2026-11-22T09:30:00Z', '2026-11-24T09:30:00.000Z'],
    ['Friday, a second before midnight', '2026-11-20T23:59:59Z', '2026-11-24T23:59:59.000Z'],
    ['Saturday, just after midnight', '2026-11-21T00:00:01Z', '2026-11-24T00:00:01.000Z'],
    ['Thursday across a month and a year', '2026-12-31T12:00:00Z', '2027-01-04T12:00:00.000Z'],
  ])('sent on %s', (_, sent, due) => {
    expect(day(dueDate(at(sent), 'GH'))).toBe(due)
  })

  it('counts any number of working days the same way', () => {
    expect(day(dueDate(at('2026-11-20T10:00:00Z'), 'GH', 5))).toBe('2026-11-27T10:00:00.000Z')
    expect(dueDate(at('2026-11-18T10:00:00Z'), 'GH', 0)).toBe(at('2026-11-18T10:00:00Z'))
  })
})

describe("the market's own calendar decides the weekend", () => {
  it('counts days in the market time zone: late Friday in UTC is already Saturday in Lagos and Kolkata', () => {
    expect(day(dueDate(at('2026-11-20T23:30:00Z'), 'NG'))).toBe('2026-11-23T23:30:00.000Z')
    expect(day(dueDate(at('2026-11-20T20:00:00Z'), 'IN'))).toBe('2026-11-23T20:00:00.000Z')
    expect(day(dueDate(at('2026-11-20T20:00:00Z'), 'GH'))).toBe('2026-11-24T20:00:00.000Z')
  })

  it.each([
    ['Wednesday', '2026-11-18T09:30:00Z', '2026-11-22T09:30:00.000Z'],
    ['Thursday', '2026-11-19T09:30:00Z', '2026-11-23T09:30:00.000Z'],
    ['Friday', '2026-11-20T09:30:00Z', '2026-11-23T09:30:00.000Z'],
    ['Sunday', '2026-11-22T09:30:00Z', '2026-11-24T09:30:00.000Z'],
  ])('in Algiers, where Friday and Saturday are the weekend, sent on %s', (_, sent, due) => {
    expect(day(dueDate(at(sent), 'DZ'))).toBe(due)
  })

  it('an unknown market counts like Lagos', () => {
    expect(dueDate(at('2026-11-20T23:30:00Z'), null)).toBe(dueDate(at('2026-11-20T23:30:00Z'), 'NG'))
  })
})
