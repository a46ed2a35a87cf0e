import type { Context } from 'hono'
import { IDEMPOTENCY_KEY_PATTERN } from '../../contract'

export type FormReader = {
  /** A text field, cut to `max` characters; '' when missing, a file, or the body is not a form. */
  text(name: string, max?: number): string
  /** The form's idempotency key, or a fresh one when it is missing or malformed. */
  idempotencyKey(): string
}

/** Reads a plain (no-JavaScript) form post; a malformed body reads as an empty form, never a crash. */
export async function readForm(c: Context): Promise<FormReader> {
  const form: Record<string, unknown> = await c.req.parseBody().catch(() => ({}))
  const text = (name: string, max = 2048) => (typeof form[name] === 'string' ? form[name].slice(0, max) : '')
  return {
    text,
    idempotencyKey: () => {
      const key = text('idem', 101)
      return IDEMPOTENCY_KEY_PATTERN.test(key) ? key : crypto.randomUUID()
    },
  }
}
