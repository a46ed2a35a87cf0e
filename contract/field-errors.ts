/**
 * A form's field errors from the contract's own rules: the routes, the islands and the mall name what is wrong with a
 * field the same way, and each caller gives the message key of each problem. The zod path reads a schema's issues;
 * the zod-free path checks the plain rules the schema is built from, for the browser (zod stays on the server).
 */
import type { z } from 'zod'

/** What is wrong with a field: blank, shorter or longer than its limits, not of its pattern, or anything else. */
export type FieldProblem = 'missing' | 'tooShort' | 'tooLong' | 'format' | 'invalid'

/**
 * The message key of a field's problems; `invalid` stands for the problems not listed. A problem with no key is
 * left to the mall (the form does not report it).
 */
export type FieldKeys<K> = { [P in FieldProblem]?: K }

/** The message key of each field that has a problem; an empty object when the form is right. */
export type FieldErrors<F extends string, K> = { [Field in F]?: K }

/** A text field's rules, applied to the text trimmed (as the schemas' `trim()` does); blank is missing when required. */
export type TextRule = { readonly min?: number; readonly max?: number; readonly pattern?: RegExp }

/** The issue's problem; `input` is the value as the schema checked it (trimmed, when the schema trims). */
function problemOf(issue: z.core.$ZodIssue): FieldProblem {
  if (issue.input === undefined || issue.input === null || issue.input === '') return 'missing'
  if (issue.code === 'too_small') return 'tooShort'
  if (issue.code === 'too_big') return 'tooLong'
  if (issue.code === 'invalid_format') return 'format'
  return 'invalid'
}

const keyOf = <K>(keys: FieldKeys<K>, problem: FieldProblem): K | undefined => keys[problem] ?? keys.invalid

/**
 * A form checked by a contract schema: the value the schema makes of it, or the key of the first problem of each
 * field listed in `keys` (problems of fields not listed give `errors` with no key for them).
 */
export function fieldErrors<S extends z.ZodType, F extends string, K>(
  schema: S,
  input: Record<string, unknown>,
  keys: { [Field in F]: FieldKeys<K> },
): { data: z.output<S> } | { errors: FieldErrors<F, K> } {
  const parsed = schema.safeParse(input, { reportInput: true })
  if (parsed.success) return { data: parsed.data }
  const errors: FieldErrors<F, K> = {}
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as F
    if (!(field in keys) || errors[field] !== undefined) continue
    const key = keyOf(keys[field], problemOf(issue))
    if (key !== undefined) errors[field] = key
  }
  return { errors }
}

/** One field checked by its schema (`Schema.shape.field`): the key of its first problem, or undefined. */
export function fieldError<K>(schema: z.ZodType, value: unknown, keys: FieldKeys<K>): K | undefined {
  const parsed = schema.safeParse(value, { reportInput: true })
  return parsed.success ? undefined : keyOf(keys, problemOf(parsed.error.issues[0]!))
}

function textProblem(rule: TextRule, value: string): FieldProblem | undefined {
  const text = value.trim()
  if (!text) return (rule.min ?? 0) > 0 || rule.pattern ? 'missing' : undefined
  if (rule.min !== undefined && text.length < rule.min) return 'tooShort'
  if (rule.max !== undefined && text.length > rule.max) return 'tooLong'
  if (rule.pattern && !rule.pattern.test(text)) return 'format'
  return undefined
}

/** The zod-free path: text fields checked by the plain rules their schema is built from. */
export function textErrors<F extends string, K>(
  rules: { [Field in F]: TextRule },
  values: { [Field in F]: string },
  keys: { [Field in F]: FieldKeys<K> },
): FieldErrors<F, K> {
  const errors: FieldErrors<F, K> = {}
  for (const field of Object.keys(rules) as F[]) {
    const problem = textProblem(rules[field], values[field])
    const key = problem && keyOf(keys[field], problem)
    if (key !== undefined) errors[field] = key
  }
  return errors
}
