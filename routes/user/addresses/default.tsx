import type { Context } from 'hono'
import { parseId } from '../../../contract'
import type { PageAccess } from '../../../worker/middleware/access'
import { setNotice } from '../../../worker/middleware/notice'
import type { AppEnv } from '../../../worker/env'
import { readForm } from '../../../worker/render/form'
import { refusalOf } from '../../../worker/render/refusal'
import { BOOK } from './_form'

/**
 * Makes one of the shopper's addresses the default, the one checkout offers first; the mall refuses another shopper's
 * as 'Resource does not exist'. Back to the book either way, with a notice.
 */
export async function POST(c: Context<AppEnv>) {
  const addressId = parseId((await readForm(c)).text('addressId', 10))
  if (addressId === null) {
    setNotice(c, { fail: 'error.notFound' })
    return c.redirect(BOOK, 303)
  }
  try {
    await c.var.upstream.call('setDefaultAddress', { body: { addressId } })
    setNotice(c, { ok: 'orderNotice.defaultSet' })
  } catch (error) {
    const refused = refusalOf(error)
    if (!refused) throw error
    setNotice(c, { fail: `error.${refused}` })
  }
  return c.redirect(BOOK, 303)
}

export const namespaces = ['orders'] as const

export const access: PageAccess = 'user'

/** After a login, the form comes back to the book (this path has no page of its own). */
export const back = () => BOOK
