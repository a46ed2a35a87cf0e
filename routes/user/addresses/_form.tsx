import type { Region } from '../../../contract'
import type { PageKit } from '../../../worker/render/page-kit'
import { AddressFields, type AddressDraft, type DraftErrors } from '../../_parts/address-fields'

export { ADDRESS_BOOK as BOOK } from '../../_parts/address-action'

/**
 * A plain form for one address: what was typed, the message of each field that is not right, and a refusal of the
 * mall above it.
 */
export function AddressForm({ action, draft, errors, failure, regions, isDefault, kit }: {
  action: string; draft: AddressDraft; errors: DraftErrors; failure?: string; regions: Region[]; isDefault: boolean; kit: PageKit
}) {
  const { t } = kit
  return (
    <form className="card stack" method="post" action={action} noValidate>
      {failure ? <p className="err" role="alert">{failure}</p> : null}
      {regions.length === 0 ? <p className="note">{t('checkout.noRegions')}</p> : null}
      {isDefault ? <p className="note">{t('addressBook.isDefault')}</p> : null}
      <AddressFields draft={draft} errors={errors} regions={regions} kit={kit} defaultChoice={!isDefault} />
    </form>
  )
}
