import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { PageAccess } from '../../../worker/context/access'
import { setNotice } from '../../../worker/context/notice'
import type { AppEnv } from '../../../worker/env'
import { readForm } from '../../../worker/render/form'
import { pageKit } from '../../../worker/render/page-kit'
import { refusalOf } from '../../../worker/render/refusal'
import { checkDraft, EMPTY_DRAFT, readDraft, type AddressDraft, type DraftErrors } from '../../_parts/address-fields'
import { AddressForm, BOOK } from './_form'

const HERE = `${BOOK}/new`

async function render(c: Context<AppEnv>, draft: AddressDraft, errors: DraftErrors = {}, failure?: string, status: ContentfulStatusCode = 200) {
  const [kit, book] = await Promise.all([pageKit(c), c.var.upstream.call('addresses')])
  c.status(status)
  return c.render(
    <AddressForm action={HERE} draft={draft} errors={errors} failure={failure} regions={book.regions} isDefault={false} kit={kit} />,
    { title: kit.t('addressBook.newTitle'), back: BOOK },
  )
}

/** A new delivery address: the checkout's fields, with the market's regions and their fees. */
export async function GET(c: Context<AppEnv>) {
  return render(c, EMPTY_DRAFT)
}

/** Saves the address and goes back to the book; whatever is refused, the form comes back as it was typed. */
export async function POST(c: Context<AppEnv>) {
  const [kit, form] = await Promise.all([pageKit(c), readForm(c)])
  const draft = readDraft(form)
  const checked = checkDraft(draft, kit)
  if ('errors' in checked) return render(c, draft, checked.errors, undefined, 400)
  try {
    await c.var.upstream.call('saveAddress', { body: checked.input })
  } catch (error) {
    const refused = refusalOf(error)
    if (!refused) throw error
    return render(c, draft, {}, kit.t(`error.${refused}`), 400)
  }
  setNotice(c, { ok: 'orderNotice.addressSaved' })
  return c.redirect(BOOK, 303)
}

export const namespaces = ['orders'] as const

export const access: PageAccess = 'user'
