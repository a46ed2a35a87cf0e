import type { Context } from 'hono'
import { loginPath } from '../../islands/return-path'
import type { AppEnv } from '../../worker/env'
import { failedForm } from '../../worker/render/refusal'

/** The address of the page being asked for, to come back to after a login. */
export function here(c: Context<AppEnv>): string {
  const url = new URL(c.req.url)
  return url.pathname + url.search
}

/**
 * A page of a logged-in user's own data: the login first, then `render`. What the mall refuses becomes the page:
 * 'No permission for current operation' (403) for a role that may not see it, 'Resource does not exist' (404) for
 * someone else's, the login page when the session has expired.
 */
export async function ownPage(c: Context<AppEnv>, render: () => Promise<Response>): Promise<Response> {
  const back = here(c)
  if (!c.var.ctx.loggedIn) return c.redirect(loginPath(back), 302)
  try {
    return await render()
  } catch (error) {
    return failedForm(c, error, back)
  }
}
