import type { Context } from 'hono'
import type { AddIntent } from '../../islands/return-path'
import type { AppEnv } from '../env'

/** Who may open a page: anyone, a logged-in shopper, a shop account, an admin. */
export const ACCESS_LEVELS = ['guest', 'user', 'retailer', 'admin'] as const
export type Access = (typeof ACCESS_LEVELS)[number]

/** What a route module or a folder's `_access.ts` declares; a module's own declaration wins over its folder's. */
export type AccessDeclaration = {
  /** One level for every method, or one per method (a page anyone may read whose form needs a login). */
  access?: Access | { GET?: Access; POST?: Access }
  /** Where the page's form comes back to after a login (default: the page itself, with its query). */
  back?: (c: Context<AppEnv>) => string | Promise<string>
  /** What a guest's form asks the login page to finish first (an add to the cart). */
  intent?: (c: Context<AppEnv>) => AddIntent | null | Promise<AddIntent | null>
}

/** What a module or folder exports as `access`. */
export type PageAccess = NonNullable<AccessDeclaration['access']>
