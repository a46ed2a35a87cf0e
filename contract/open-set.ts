import { z } from 'zod'

/** A value of a known set, or another a provider has added since; its readers render the others generically. */
export type Open<Known extends string> = Known | (string & {})

/** The longest value a provider may add to an open set. */
export const OPEN_VALUE_MAX = 64

/**
 * An answer's field whose set may grow: the known values, or any short text. The type keeps the known ones, so a
 * reader that looks a value up has to say what an unknown one is. Requests keep `z.enum`.
 */
export const openSet = <const Known extends readonly [string, ...string[]]>(known: Known) =>
  z.union([z.enum(known), z.string().min(1).max(OPEN_VALUE_MAX)]) as unknown as z.ZodType<Open<Known[number]>>

/** Whether an open set's value is one of the known ones. */
export const isKnown = <const Known extends readonly string[]>(known: Known, value: string): value is Known[number] =>
  (known as readonly string[]).includes(value)
