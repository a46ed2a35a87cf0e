import { ADDRESS_LIMITS, parseId, PHONE_PATTERN, type AddressInput, type Region } from '../../contract'
import type { FormReader } from '../../worker/render/form'
import type { PageKit } from '../../worker/render/page-kit'

/** A new address as typed (kept as typed when the page comes back with a message). */
export type AddressDraft = { name: string; phone: string; regionId: string; city: string; street: string; makeDefault: boolean }
export type DraftErrors = Partial<Record<'name' | 'phone' | 'regionId' | 'city' | 'street', string>>

export const EMPTY_DRAFT: AddressDraft = { name: '', phone: '', regionId: '', city: '', street: '', makeDefault: false }

export function readDraft(form: FormReader): AddressDraft {
  return {
    name: form.text('name', 200),
    phone: form.text('phone', 40),
    regionId: form.text('regionId', 10),
    city: form.text('city', 200),
    street: form.text('street', 400),
    makeDefault: form.text('makeDefault', 2) === 'on',
  }
}

/** The draft as the mall's address, or the message of each field that is not right. */
export function checkDraft(draft: AddressDraft, kit: PageKit): { input: AddressInput } | { errors: DraftErrors } {
  const { t } = kit
  const errors: DraftErrors = {}
  const regionId = parseId(draft.regionId)
  const name = draft.name.trim()
  const city = draft.city.trim()
  const street = draft.street.trim()
  if (!name || name.length > ADDRESS_LIMITS.name) errors.name = t('checkout.nameRequired')
  if (!PHONE_PATTERN.test(draft.phone.trim())) errors.phone = t('checkout.phoneInvalid')
  if (regionId === null) errors.regionId = t('checkout.regionRequired')
  if (!city || city.length > ADDRESS_LIMITS.city) errors.city = t('checkout.cityRequired')
  if (!street || street.length > ADDRESS_LIMITS.street) errors.street = t('checkout.streetRequired')
  if (Object.keys(errors).length > 0 || regionId === null) return { errors }
  return { input: { name, phone: draft.phone.trim(), regionId, city, street, makeDefault: draft.makeDefault } }
}

function Field({ name, label, value, error, max, autoComplete, type = 'text' }: {
  name: keyof DraftErrors; label: string; value: string; error?: string; max: number; autoComplete: string; type?: string
}) {
  return (
    <label>
      {label}
      <input name={name} type={type} defaultValue={value} maxLength={max} autoComplete={autoComplete} aria-invalid={!!error} dir={type === 'tel' ? 'ltr' : undefined} />
      {error ? <span className="err">{error}</span> : null}
    </label>
  )
}

/** The fields of a new delivery address, with the market's regions and their fees. */
export function AddressFields({ draft, errors, regions, kit }: { draft: AddressDraft; errors: DraftErrors; regions: Region[]; kit: PageKit }) {
  const { t } = kit
  return (
    <div className="stack">
      <Field name="name" label={t('checkout.name')} value={draft.name} error={errors.name} max={ADDRESS_LIMITS.name} autoComplete="name" />
      <Field name="phone" label={t('checkout.phone')} value={draft.phone} error={errors.phone} max={24} autoComplete="tel" type="tel" />
      <label>
        {t('checkout.region')}
        <select name="regionId" defaultValue={draft.regionId} aria-invalid={!!errors.regionId}>
          <option value="">{t('checkout.chooseRegion')}</option>
          {regions.map((region) => (
            <option key={region.id} value={region.id}>
              {`${region.name} · \u2066${kit.money(region.deliveryFee)}\u2069`}
            </option>
          ))}
        </select>
        {errors.regionId ? <span className="err">{errors.regionId}</span> : null}
      </label>
      <Field name="city" label={t('checkout.city')} value={draft.city} error={errors.city} max={ADDRESS_LIMITS.city} autoComplete="address-level2" />
      <Field name="street" label={t('checkout.street')} value={draft.street} error={errors.street} max={ADDRESS_LIMITS.street} autoComplete="street-address" />
      <label className="choice">
        <input type="checkbox" name="makeDefault" defaultChecked={draft.makeDefault} />
        {t('checkout.makeDefault')}
      </label>
      <button className="btn plain" type="submit" name="action" value="saveAddress">{t('checkout.saveAddress')}</button>
    </div>
  )
}
