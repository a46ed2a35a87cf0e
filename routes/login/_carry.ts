import type { Context } from 'hono'
import { resolveBack, type AddIntent } from '../../islands/back'
import type { AppEnv } from '../../worker/env'
import type { FormReader } from '../../worker/render/form'
import { readAddIntent } from '../cart/_add-intent'

/** What the login screens carry from one to the next: where to go afterwards, and the add to finish first. */
export type Carry = { back: string; intent: AddIntent | null }

export type AccountScreen = 'login' | 'code' | 'register' | 'forgot'

export const carryFromQuery = (c: Context<AppEnv>): Carry => ({
  back: resolveBack(c.req.query('back')),
  intent: readAddIntent(c.req.query('add'), c.req.query('idem')),
})

export const carryFromForm = (form: FormReader): Carry => ({
  back: resolveBack(form.text('back')),
  intent: readAddIntent(form.text('add', 10), form.text('idem', 101)),
})

/** The path of a login screen that keeps carrying `back` and the add intent. */
export function accountPath(screen: AccountScreen, { back, intent }: Carry): string {
  const query = new URLSearchParams({ back })
  if (intent) {
    query.set('add', String(intent.add))
    query.set('idem', intent.idem)
  }
  return `/m/login/${screen}?${query}`
}
