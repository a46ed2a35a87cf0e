import type { Context } from 'hono'
import type { AppEnv } from '../../worker/env'
import type { PageAccess } from '../../worker/context/access'
import { readForm } from '../../worker/render/form'
import { carryFromForm } from './_carry'

/** Logging in, registering and resetting a password are for guests. */
export const access: PageAccess = 'guest'

/** Where the screens' forms go on after a login: where the shopper was going. */
export const back = async (c: Context<AppEnv>) => carryFromForm(await readForm(c)).back
