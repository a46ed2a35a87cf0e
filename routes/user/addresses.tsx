import type { Context } from 'hono'
import { type Address, parseId } from '../../contract'
import type { PageAccess } from '../../worker/middleware/access'
import { setNotice } from '../../worker/middleware/notice'
import type { AppEnv } from '../../worker/env'
import { readForm } from '../../worker/render/form'
import { pageKit, type PageKit } from '../../worker/render/page-kit'
import { refusalOf } from '../../worker/render/refusal'

const HERE = '/m/user/addresses'
const STYLES =
  '.book{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:10px}' +
  '.book .tag{display:inline-block;margin-inline-start:8px;padding:0 6px;border:1px solid var(--brand);border-radius:4px;font-size:12px;color:var(--brand)}'

function AddressEntry({ address, kit }: { address: Address; kit: PageKit }) {
  const { t } = kit
  return (
    <li className="card">
      <p>
        <strong>{address.name}</strong> <bdi dir="ltr">{address.phone}</bdi>
        {address.isDefault ? <span className="tag">{t('addressBook.default')}</span> : null}
      </p>
      <p className="muted"><bdi>{address.street}, {address.city}, {address.region}</bdi></p>
      <form method="post" action={HERE} className="row end">
        <input type="hidden" name="addressId" value={address.id} />
        <button className="btn plain secondary" type="submit" aria-label={t('addressBook.deleteLabel', { street: address.street })}>
          {t('addressBook.delete')}
        </button>
      </form>
    </li>
  )
}

/** The shopper's saved delivery addresses of this market, the default first, each of which they may delete. */
export async function GET(c: Context<AppEnv>) {
  const [kit, book] = await Promise.all([pageKit(c), c.var.upstream.call('addresses')])
  const { t } = kit
  return c.render(
    book.addresses.length === 0 ? (
      <p className="empty">{t('addressBook.empty')}</p>
    ) : (
      <ul className="book">
        {book.addresses.map((address) => <AddressEntry key={address.id} address={address} kit={kit} />)}
      </ul>
    ),
    { title: t('addressBook.title'), back: '/m/', styles: STYLES },
  )
}

/** Deletes one address; the mall refuses another shopper's, or one already gone, as 'Resource does not exist'. */
export async function POST(c: Context<AppEnv>) {
  const addressId = parseId((await readForm(c)).text('addressId', 10))
  if (addressId === null) {
    setNotice(c, { fail: 'error.notFound' })
    return c.redirect(HERE, 303)
  }
  try {
    await c.var.upstream.call('deleteAddress', { body: { addressId } })
    setNotice(c, { ok: 'orderNotice.addressDeleted' })
  } catch (error) {
    const refused = refusalOf(error)
    if (!refused) throw error
    setNotice(c, { fail: `error.${refused}` })
  }
  return c.redirect(HERE, 303)
}

export const namespaces = ['orders'] as const

export const access: PageAccess = 'user'
