import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { parseId, type Address } from '../../../contract'
import type { PageAccess } from '../../../worker/context/access'
import { setNotice } from '../../../worker/context/notice'
import type { AppEnv } from '../../../worker/env'
import { PageError } from '../../../worker/render/error-page'
import { readForm } from '../../../worker/render/form'
import { pageKit } from '../../../worker/render/page-kit'
import { refusalOf } from '../../../worker/render/refusal'
import { checkDraft, readDraft, type AddressDraft, type DraftErrors } from '../../_parts/address-fields'
import { AddressForm, BOOK } from './_form'

const editPath = (id: number) => `${BOOK}/edit?id=${id}`

const draftOf = (address: Address): AddressDraft => ({
  name: address.name, phone: address.phone, regionId: String(address.regionId), city: address.city, street: address.street, makeDefault: false,
})

/** The form of one of the shopper's addresses (of this market); any other id is a page that does not exist. */
async function render(c: Context<AppEnv>, id: number, draft?: AddressDraft, errors: DraftErrors = {}, failure?: string, status: ContentfulStatusCode = 200) {
  const [kit, book] = await Promise.all([pageKit(c), c.var.upstream.call('addresses')])
  const address = book.addresses.find((known) => known.id === id)
  if (!address) throw new PageError(404)
  c.status(status)
  return c.render(
    <AddressForm
      action={editPath(id)} draft={draft ?? draftOf(address)} errors={errors} failure={failure} regions={book.regions} isDefault={address.isDefault} kit={kit}
    />,
    { title: kit.t('addressBook.editTitle'), back: BOOK },
  )
}

const idOf = (c: Context<AppEnv>) => parseId(c.req.query('id'))

/** One of the shopper's addresses, filled in as it is, to change. */
export async function GET(c: Context<AppEnv>) {
  const id = idOf(c)
  if (id === null) throw new PageError(404)
  return render(c, id)
}

/**
 * Saves the changes and goes back to the book; a refused form comes back as it was typed. An address that is not the
 * shopper's (or is gone) goes back to the book saying so.
 */
export async function POST(c: Context<AppEnv>) {
  const id = idOf(c)
  const [kit, form] = await Promise.all([pageKit(c), readForm(c)])
  if (id === null) {
    setNotice(c, { fail: 'error.notFound' })
    return c.redirect(BOOK, 303)
  }
  const draft = readDraft(form)
  const checked = checkDraft(draft, kit)
  if ('errors' in checked) return render(c, id, draft, checked.errors, undefined, 400)
  try {
    await c.var.upstream.call('updateAddress', { body: { addressId: id, ...checked.input } })
  } catch (error) {
    const refused = refusalOf(error)
    if (!refused) throw error
    if (refused !== 'notFound') return render(c, id, draft, {}, kit.t(`error.${refused}`), 400)
    setNotice(c, { fail: 'error.notFound' })
    return c.redirect(BOOK, 303)
  }
  setNotice(c, { ok: 'orderNotice.addressUpdated' })
  return c.redirect(BOOK, 303)
}

export const namespaces = ['orders'] as const

export const access: PageAccess = 'user'
