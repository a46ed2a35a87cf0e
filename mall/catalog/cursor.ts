import type { Sort } from '../../contract'
import { invalidInput } from '../core/errors'

/** Where a page ended: the last product's sort value (score, price or date) and its id. */
export type Position = { sort: Sort; value: number; id: number }

const CODES: Record<Sort, string> = { relevance: 'r', priceAsc: 'a', priceDesc: 'd', newest: 'n' }
const SORTS = Object.fromEntries(Object.entries(CODES).map(([sort, code]) => [code, sort])) as Record<string, Sort>
const FORM = /^([A-Za-z0-9_-]{4,160})\.([0-9a-f]{8})$/
const PAYLOAD = /^([a-z]):(-?\d+(?:\.\d+)?(?:e[+-]?\d+)?):(\d{1,9})$/

/** A check of the payload, so that an edited cursor is told apart from one the mall wrote. */
function checkOf(payload: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < payload.length; i++) hash = Math.imul(hash ^ payload.charCodeAt(i), 0x01000193) >>> 0
  return hash.toString(16).padStart(8, '0')
}

const toBase64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
const fromBase64Url = (text: string) => atob(text.replace(/-/g, '+').replace(/_/g, '/'))

/** The opaque `next` of a page. */
export function encodeCursor({ sort, value, id }: Position): string {
  const payload = `${CODES[sort]}:${value}:${id}`
  return `${toBase64Url(payload)}.${checkOf(payload)}`
}

/** The position a cursor stands for; a cursor the mall did not write, or of another sort, is a 400. */
export function decodeCursor(cursor: string, sort: Sort): Position {
  const form = FORM.exec(cursor)
  if (!form) throw invalidInput()
  let payload: string
  try {
    payload = fromBase64Url(form[1]!)
  } catch {
    throw invalidInput()
  }
  const parts = PAYLOAD.exec(payload)
  if (!parts || checkOf(payload) !== form[2] || SORTS[parts[1]!] !== sort) throw invalidInput()
  const value = Number(parts[2])
  const id = Number(parts[3])
  if (!Number.isFinite(value) || id < 1) throw invalidInput()
  return { sort, value, id }
}
