import { ADDRESS_LIMITS, AddressInput, type FieldKeys, fieldErrors, type Region } from '../../contract'
import type { MessageKey } from '../../locales'
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

/** The message key of each field of a new address, whatever is wrong with it. */
const DRAFT_KEYS = {
  name: { invalid: 'checkout.nameRequired' },
  phone: { invalid: 'checkout.phoneInvalid' },
  regionId: { invalid: 'checkout.regionRequired' },
  city: { invalid: 'checkout.cityRequired' },
  street: { invalid: 'checkout.streetRequired' },
} as const satisfies Record<keyof DraftErrors, FieldKeys<MessageKey>>

/** The draft as the mall's address (checked by its `AddressInput`), or the message of each field that is not right. */
export function checkDraft(draft: AddressDraft, kit: PageKit): { input: AddressInput } | { errors: DraftErrors } {
  const checked = fieldErrors(AddressInput, draft, DRAFT_KEYS)
  if ('data' in checked) return { input: checked.data }
  const errors: DraftErrors = {}
  for (const field of Object.keys(checked.errors) as (keyof DraftErrors)[]) errors[field] = kit.t(checked.errors[field]!)
  return { errors }
}

function Field({ name, label, value, error, max, autoComplete, type = 'text' }: {
  name: keyof DraftErrors; label: string; value: string; error?: string; max: number; autoComplete: string; type?: string
}) {
  return (
    <label>
      {label}
      <input name={name} type={type} defaultValue={value} maxLength={max} autoComplete={autoComplete} aria-invalid={!!error} dir={type === 'tel' ? 'ltr' : 'auto'} />
      {error ? <span className="err">{error}</span> : null}
    </label>
  )
}

/**
 * The fields of a delivery address, with the market's regions and their fees; `defaultChoice` false leaves out "use as
 * my default" (for the address that already is). Its own "Save address" button unless `keep` is given: then the
 * address is saved by the form it is part of, with a box (checked as `keep`) to not save it.
 */
export function AddressFields({ draft, errors, regions, kit, defaultChoice = true, keep }: {
  draft: AddressDraft; errors: DraftErrors; regions: Region[]; kit: PageKit; defaultChoice?: boolean; keep?: boolean
}) {
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
      <Field name="street" label={t('checkout.street')} value={draft.street} error={errors.street} max={ADDRESS_LIMITS.street} autoComplete="address-line1" />
      {keep === undefined ? null : (
        <label className="choice">
          <input type="checkbox" name="keep" defaultChecked={keep} />
          {t('checkout.keepAddress')}
        </label>
      )}
      {defaultChoice ? (
        <label className="choice">
          <input type="checkbox" name="makeDefault" defaultChecked={draft.makeDefault} />
          {t('checkout.makeDefault')}
        </label>
      ) : null}
      {keep === undefined ? <button className="btn wide" type="submit" name="action" value="saveAddress">{t('checkout.saveAddress')}</button> : null}
    </div>
  )
}
