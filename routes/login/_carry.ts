import type { Context } from 'hono'
import { type AddIntent, intentFields, resolveBack } from '../../islands/return-path'
import type { AppEnv } from '../../worker/env'
import type { FormReader } from '../../worker/render/form'
import { readAddIntent } from '../_parts/add-intent'

/** What the login screens carry from one to the next: where to go afterwards, and the add to finish first. */
export type Carry = { back: string; intent: AddIntent | null }

export type AccountScreen = 'login' | 'code' | 'register' | 'forgot'

export const carryFromQuery = (c: Context<AppEnv>): Carry => ({
  back: resolveBack(c.req.query('back')),
  intent: readAddIntent((name) => c.req.query(name)),
})

export const carryFromForm = (form: FormReader): Carry => ({
  back: resolveBack(form.text('back')),
  intent: readAddIntent((name) => form.text(name, 101) || undefined),
})

/** The path of a login screen that keeps carrying `back` and the add intent. */
export function accountPath(screen: AccountScreen, { back, intent }: Carry): string {
  const query = new URLSearchParams({ back })
  for (const [name, value] of intent ? intentFields(intent) : []) query.set(name, value)
  return `/m/login/${screen}?${query}`
}
