import type { Context } from 'hono'
import {
  APPEAL_LIMITS, type AppealUnit, IMEI_PATTERN, isImei, isOrderRule, parseId, RULE_PAGES, type RebateCampaign,
} from '../../contract'
import type { MessageKey } from '../../locales'
import type { AppEnv } from '../../worker/env'
import { readForm } from '../../worker/render/form'
import { setNotice } from '../../worker/context/notice'
import { pageKit, type PageKit } from '../../worker/render/page-kit'
import { refusalOf } from '../../worker/render/refusal'
import { campaignName, rebateStyles } from '../_parts/rebate-campaign'

const HERE = '/m/rebate/appeal'

type Values = { campaignId: string; orderId: string; units: string[]; imeis: string; note: string }
type Errors = Partial<Record<'campaignId' | 'orderId' | 'imeis' | 'note' | 'form', string>>

/** The campaigns an appeal may be about: running or ended ones of the market, of every rules page. */
async function appealableCampaigns(c: Context<AppEnv>): Promise<RebateCampaign[]> {
  const pages = await Promise.all(RULE_PAGES.map((type) => c.var.upstream.call('rebateCampaigns', { query: { type } })))
  return pages.flatMap((page) => page.items).filter((campaign) => campaign.state !== 'upcoming')
}

/** The retailer's units the appeal may name, once a campaign is chosen (none before). */
async function unitsFor(c: Context<AppEnv>, values: Values): Promise<AppealUnit[]> {
  const campaignId = parseId(values.campaignId)
  if (campaignId === null) return []
  const orderId = parseId(values.orderId)
  const query = orderId === null ? { campaignId: String(campaignId) } : { campaignId: String(campaignId), orderId: String(orderId) }
  return (await c.var.upstream.call('appealUnits', { query }).catch(() => ({ units: [] }))).units
}

/** The IMEIs typed, one per line (spaces and commas also separate them), each once. */
const imeisOf = (text: string) => [...new Set(text.split(/[\s,;]+/).filter(Boolean))]
/** The IMEIs ticked in the list and typed below it, each once. */
const namedImeis = (values: Values) => [...new Set([...values.units, ...imeisOf(values.imeis)])]

type FormProps = { campaigns: RebateCampaign[]; units: AppealUnit[]; values: Values; errors: Errors; kit: PageKit }

/** Step one, a plain GET form: which campaign (and order), so that the page can list the units to tick. */
function Choose({ campaigns, values, errors, kit }: FormProps) {
  const { t, dateTime } = kit
  return (
    <form method="get" action={HERE} className="card stack">
      <p className="muted">{t('appealForm.intro')}</p>
      <label>
        {t('appealForm.campaign')}
        <select name="campaignId" defaultValue={values.campaignId} {...described(errors, 'campaignId')}>
          <option value="">{t('appealForm.chooseCampaign')}</option>
          {campaigns.map((campaign) => (
            <option key={campaign.id} value={campaign.id}>
              {campaignName(campaign, kit)} · {dateTime(campaign.startAt, 'date')}
            </option>
          ))}
        </select>
        <FieldError errors={errors} field="campaignId" />
      </label>
      <label>
        {t('appealForm.order')}
        <input type="text" name="orderId" inputMode="numeric" dir="ltr" maxLength={9} defaultValue={values.orderId} {...described(errors, 'orderId')} />
        <span className="muted">{t('appealForm.orderHint')}</span>
        <FieldError errors={errors} field="orderId" />
      </label>
      <button className="btn plain wide" type="submit">{t('appealForm.show')}</button>
    </form>
  )
}

const described = (errors: Errors, field: keyof Errors) => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${field}-error` } : {})
const FieldError = ({ errors, field }: { errors: Errors; field: keyof Errors }) =>
  errors[field] ? <span className="err" id={`${field}-error`}>{errors[field]}</span> : null

/** Step two, the plain POST form: the units to tick, the IMEIs not listed, and the note. */
function AppealForm({ units, values, errors, kit }: FormProps) {
  const { t, tx } = kit
  const ticked = new Set(values.units)
  return (
    <form method="post" action={HERE} className="card stack" noValidate>
      <input type="hidden" name="idem" value={crypto.randomUUID()} />
      <input type="hidden" name="campaignId" value={values.campaignId} />
      <input type="hidden" name="orderId" value={values.orderId} />
      {errors.form ? <p className="err" role="alert">{errors.form}</p> : null}
      <fieldset className="stack" {...described(errors, 'imeis')}>
        <legend>{t('appealForm.units')}</legend>
        <span className="muted">{t(units.length > 0 ? 'appealForm.unitsHint' : 'appealForm.noUnits')}</span>
        {units.map((unit) => (
          <label key={unit.imei} className="check">
            <input type="checkbox" name="unit" value={unit.imei} defaultChecked={ticked.has(unit.imei)} />
            <span>
              <bdi className="imei" dir="ltr">{unit.imei}</bdi>
              <br />
              <span className="muted">{tx('appealForm.unit', { product: unit.productName, id: unit.orderId })}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <label>
        {t(units.length > 0 ? 'appealForm.otherImeis' : 'appealForm.imeis')}
        <textarea name="imeis" rows={3} dir="ltr" className="imei" defaultValue={values.imeis} {...described(errors, 'imeis')} />
        <span className="muted">{tx('appealForm.imeisHint', { count: APPEAL_LIMITS.imeis })}</span>
        <FieldError errors={errors} field="imeis" />
      </label>
      <label>
        {t('appealForm.note')}
        <textarea name="note" rows={4} maxLength={APPEAL_LIMITS.note} defaultValue={values.note} {...described(errors, 'note')} />
        <FieldError errors={errors} field="note" />
      </label>
      <button className="btn wide" type="submit">{t('appealForm.submit')}</button>
    </form>
  )
}

async function render(c: Context<AppEnv>, values: Values, errors: Errors, status: 200 | 400 = 200) {
  const [kit, campaigns, units] = await Promise.all([pageKit(c), appealableCampaigns(c), unitsFor(c, values)])
  const chosen = campaigns.some((campaign) => String(campaign.id) === values.campaignId)
  c.status(status)
  const props = { campaigns, units, values, errors, kit }
  return c.render(
    <>
      <Choose {...props} />
      {chosen ? <AppealForm {...props} /> : null}
      <p className="actions">
        <a className="btn plain" href="/m/rebate/appealRecords">{kit.t('rebateRules.appeals')}</a>
      </p>
    </>,
    { title: kit.t('appealTitle.form'), back: '/m/rebate/rebateHistory', styles: rebateStyles },
  )
}

/**
 * The appeal of a refused or missing rebate: a refused rebate's link fills in its campaign, order and IMEI (ticked
 * when it is one of the units listed, typed below otherwise).
 */
export async function GET(c: Context<AppEnv>) {
  const imei = IMEI_PATTERN.test(c.req.query('imei') ?? '') ? c.req.query('imei')! : ''
  const values: Values = {
    campaignId: String(parseId(c.req.query('campaignId')) ?? ''),
    orderId: String(parseId(c.req.query('orderId')) ?? ''),
    units: [],
    imeis: '',
    note: '',
  }
  if (imei) {
    const listed = (await unitsFor(c, values)).some((unit) => unit.imei === imei)
    if (listed) values.units = [imei]
    else values.imeis = imei
  }
  return render(c, values, {})
}

/** What the form says is wrong before anything is sent (the mall checks all of it again). */
async function check(c: Context<AppEnv>, values: Values, t: (key: MessageKey, params?: Record<string, string | number>) => string): Promise<Errors> {
  const errors: Errors = {}
  const campaignId = parseId(values.campaignId)
  if (campaignId === null) errors.campaignId = t('appealForm.campaignRequired')
  const imeis = namedImeis(values)
  const wrong = imeis.find((imei) => !IMEI_PATTERN.test(imei))
  const badCheckDigit = imeis.find((imei) => !isImei(imei))
  if (imeis.length === 0) errors.imeis = t('appealForm.imeiRequired')
  else if (wrong) errors.imeis = t('appealForm.imeiInvalid', { imei: wrong.slice(0, 20) })
  else if (badCheckDigit) errors.imeis = t('appealForm.imeiCheckDigit', { imei: badCheckDigit })
  else if (imeis.length > APPEAL_LIMITS.imeis) errors.imeis = t('appealForm.tooMany', { count: APPEAL_LIMITS.imeis })
  if (!values.note.trim()) errors.note = t('appealForm.noteRequired')
  if (values.orderId.trim() && parseId(values.orderId.trim()) === null) errors.orderId = t('appealForm.orderInvalid')
  else if (campaignId !== null && !values.orderId.trim()) {
    const campaign = (await appealableCampaigns(c)).find((known) => known.id === campaignId)
    if (campaign && isOrderRule(campaign.rule)) errors.orderId = t('appealForm.orderRequired')
  }
  return errors
}

/**
 * A unit of another shop, or none, reads as 'Resource does not exist' from the mall. Listed units are the
 * retailer's own, so it is a typed IMEI, or else the order number.
 */
function notFoundField(values: Values, units: readonly AppealUnit[], t: (key: MessageKey) => string): Errors {
  const listed = new Set(units.map((unit) => unit.imei))
  if (namedImeis(values).some((imei) => !listed.has(imei))) return { imeis: t('appealForm.notYours') }
  return values.orderId ? { orderId: t('appealForm.orderNotYours') } : { form: t('error.notFound') }
}

/** Sends the appeal without JavaScript: 'Submitted successfully' on the appeal's own page, or the form again with what is wrong. */
export async function POST(c: Context<AppEnv>) {
  const form = await readForm(c)
  const values: Values = {
    campaignId: form.text('campaignId', 12).trim(),
    orderId: form.text('orderId', 12).trim(),
    units: form.all('unit').filter((imei) => IMEI_PATTERN.test(imei)).slice(0, APPEAL_LIMITS.imeis + 1),
    imeis: form.text('imeis', 2000),
    note: form.text('note', APPEAL_LIMITS.note),
  }
  const kit = await pageKit(c)
  const units = await unitsFor(c, values)
  if (!values.orderId) {
    // Units ticked from one order name it, when the number was left out.
    const orders = new Set(units.filter((unit) => values.units.includes(unit.imei)).map((unit) => unit.orderId))
    if (orders.size === 1 && values.units.length > 0) values.orderId = String([...orders][0])
  }
  const errors = await check(c, values, kit.t)
  if (Object.keys(errors).length > 0) return render(c, values, errors, 400)
  try {
    const submitted = await c.var.upstream.call('submitAppeal', {
      idempotencyKey: form.idempotencyKey(),
      body: {
        campaignId: parseId(values.campaignId)!,
        orderId: values.orderId ? parseId(values.orderId)! : undefined,
        imeis: namedImeis(values),
        note: values.note.trim(),
      },
    })
    setNotice(c, { ok: 'appealNotice.submitted' })
    return c.redirect(`/m/rebate/appealRecordDetails?id=${submitted.appealId}`, 303)
  } catch (error) {
    const refused = refusalOf(error)
    if (!refused) throw error
    if (refused === 'notFound') return render(c, values, notFoundField(values, units, kit.t), 400)
    return render(c, values, { form: kit.t(`error.${refused}`) }, 400)
  }
}

export const namespaces = ['rebates', 'appeals'] as const
