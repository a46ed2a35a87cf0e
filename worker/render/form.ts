import type { Context } from 'hono'
import { IDEMPOTENCY_KEY_PATTERN } from '../../contract'

export type FormReader = {
  /** A text field, cut to `max` characters; '' when missing, a file, or the body is not a form. */
  text(name: string, max?: number): string
  /** Every text value of a field sent more than once (a list of checkboxes), in order. */
  all(name: string): string[]
  /** The form's idempotency key, or a fresh one when it is missing or malformed. */
  idempotencyKey(): string
}

/** Reads a plain (no-JavaScript) form post; a malformed body reads as an empty form, never a crash. */
export async function readForm(c: Context): Promise<FormReader> {
  const form: Record<string, unknown> = await c.req.parseBody({ all: true }).catch(() => ({}))
  const all = (name: string) => [form[name]].flat().filter((value): value is string => typeof value === 'string')
  const text = (name: string, max = 2048) => (all(name)[0] ?? '').slice(0, max)
  return {
    text,
    all,
    idempotencyKey: () => {
      const key = text('idem', 101)
      return IDEMPOTENCY_KEY_PATTERN.test(key) ? key : crypto.randomUUID()
    },
  }
}
