import type { Context } from 'hono'
import { ADDRESS_BOOK_SIZE, type Address } from '../../contract'
import type { PageAccess } from '../../worker/context/access'
import type { AppEnv } from '../../worker/env'
import { pageKit, type PageKit } from '../../worker/render/page-kit'
import { ADDRESS_BOOK, addressAction } from '../_parts/address-action'

const HERE = ADDRESS_BOOK
const STYLES =
  '.book{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:10px}' +
  '.book .tag{display:inline-block;margin-inline-start:8px;padding:0 6px;border:1px solid var(--brand);border-radius:4px;font-size:12px;color:var(--brand)}' +
  '.book .acts{flex-wrap:wrap}.book p{margin:0 0 6px}.add{margin-block-start:12px}'

function AddressEntry({ address, kit }: { address: Address; kit: PageKit }) {
  const { t } = kit
  return (
    <li className="card">
      <p>
        <strong>{address.name}</strong> <bdi dir="ltr">{address.phone}</bdi>
        {address.isDefault ? <span className="tag">{t('addressBook.default')}</span> : null}
      </p>
      <p className="muted"><bdi>{address.street}, {address.city}, {address.region}</bdi></p>
      <div className="row end acts">
        <a className="btn plain secondary" href={`${HERE}/edit?id=${address.id}`} aria-label={t('addressBook.editLabel', { street: address.street })}>
          {t('addressBook.edit')}
        </a>
        {address.isDefault ? null : (
          <form method="post" action={`${HERE}/default`}>
            <input type="hidden" name="addressId" value={address.id} />
            <button className="btn plain secondary" type="submit" aria-label={t('addressBook.makeDefaultLabel', { street: address.street })}>
              {t('addressBook.makeDefault')}
            </button>
          </form>
        )}
        <form method="post" action={HERE}>
          <input type="hidden" name="addressId" value={address.id} />
          <button className="btn plain secondary" type="submit" aria-label={t('addressBook.deleteLabel', { street: address.street })}>
            {t('addressBook.delete')}
          </button>
        </form>
      </div>
    </li>
  )
}

/**
 * The shopper's saved delivery addresses of this market, the default first, each of which they may edit, make the
 * default or delete; and the way to add one (unless the book is full).
 */
export async function GET(c: Context<AppEnv>) {
  const [kit, book] = await Promise.all([pageKit(c), c.var.upstream.call('addresses')])
  const { t } = kit
  return c.render(
    <>
      {book.addresses.length === 0 ? (
        <p className="empty">{t('addressBook.empty')}</p>
      ) : (
        <ul className="book">
          {book.addresses.map((address) => <AddressEntry key={address.id} address={address} kit={kit} />)}
        </ul>
      )}
      {book.addresses.length >= ADDRESS_BOOK_SIZE ? (
        <p className="note add">{t('error.addressBookFull')}</p>
      ) : (
        <a className="btn wide add" href={`${HERE}/new`}>{t('addressBook.add')}</a>
      )}
    </>,
    { title: t('addressBook.title'), back: '/m/user', styles: STYLES },
  )
}

/** Deletes one address. */
export const POST = (c: Context<AppEnv>) => addressAction(c, 'deleteAddress', 'orderNotice.addressDeleted')

export const namespaces = ['orders'] as const

export const access: PageAccess = 'user'
