import type { Context } from 'hono'
import { parseId } from '../../contract'
import type { AppEnv } from '../../worker/env'
import type { MessageKey } from '../../locales'
import { setNotice } from '../../worker/context/notice'
import { readForm } from '../../worker/render/form'
import { refusalOf } from '../../worker/render/refusal'

/** The address book's page. */
export const ADDRESS_BOOK = '/m/user/addresses'

/**
 * A one-address action of the book (delete, make default): the form's `addressId` to the mall, then back to the book
 * with `done` or the mall's refusal (another shopper's address, or one already gone, is 'Resource does not exist').
 */
export async function addressAction(c: Context<AppEnv>, endpoint: 'deleteAddress' | 'setDefaultAddress', done: MessageKey) {
  const addressId = parseId((await readForm(c)).text('addressId', 10))
  if (addressId === null) {
    setNotice(c, { fail: 'error.notFound' })
    return c.redirect(ADDRESS_BOOK, 303)
  }
  try {
    await c.var.upstream.call(endpoint, { body: { addressId } })
    setNotice(c, { ok: done })
  } catch (error) {
    const refused = refusalOf(error)
    if (!refused) throw error
    setNotice(c, { fail: `error.${refused}` })
  }
  return c.redirect(ADDRESS_BOOK, 303)
}
