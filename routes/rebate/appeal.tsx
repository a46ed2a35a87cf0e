import type { Context } from 'hono'
import { APPEAL_LIMITS, IMEI_PATTERN, isOrderRule, parseId, RULE_PAGES, type RebateCampaign } from '../../contract'
import type { MessageKey } from '../../locales'
import type { AppEnv } from '../../worker/env'
import { readForm } from '../../worker/render/form'
import { setNotice } from '../../worker/middleware/notice'
import { pageKit, type PageKit } from '../../worker/render/page-kit'
import { refusalOf } from '../../worker/render/refusal'
import { campaignName, rebateStyles } from '../_parts/rebate-campaign'

const HERE = '/m/rebate/appeal'

type Values = { campaignId: string; orderId: string; imeis: string; note: string }
type Errors = Partial<Record<keyof Values | 'form', string>>

/** The campaigns an appeal may be about: running or ended ones of the market, of every rules page. */
async function appealableCampaigns(c: Context<AppEnv>): Promise<RebateCampaign[]> {
  const pages = await Promise.all(RULE_PAGES.map((type) => c.var.upstream.call('rebateCampaigns', { query: { type } })))
  return pages.flatMap((page) => page.items).filter((campaign) => campaign.state !== 'upcoming')
}

/** The IMEIs typed, one per line (spaces and commas also separate them), each once. */
const imeisOf = (text: string) => [...new Set(text.split(/[\s,;]+/).filter(Boolean))]

function AppealForm({ campaigns, values, errors, kit }: { campaigns: RebateCampaign[]; values: Values; errors: Errors; kit: PageKit }) {
  const { t, tx, dateTime } = kit
  const error = (field: keyof Errors) => (errors[field] ? <span className="err" id={`${field}-error`}>{errors[field]}</span> : null)
  const described = (field: keyof Errors) => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${field}-error` } : {})
  return (
    <form method="post" action={HERE} className="card stack" noValidate>
      <input type="hidden" name="idem" value={crypto.randomUUID()} />
      <p className="muted">{t('appealForm.intro')}</p>
      {errors.form ? <p className="err" role="alert">{errors.form}</p> : null}
      <label>
        {t('appealForm.campaign')}
        <select name="campaignId" defaultValue={values.campaignId} {...described('campaignId')}>
          <option value="">{t('appealForm.chooseCampaign')}</option>
          {campaigns.map((campaign) => (
            <option key={campaign.id} value={campaign.id}>
              {campaignName(campaign, kit)} · {dateTime(campaign.startAt, 'date')}
            </option>
          ))}
        </select>
        {error('campaignId')}
      </label>
      <label>
        {t('appealForm.order')}
        <input name="orderId" type="text" inputMode="numeric" dir="ltr" maxLength={9} defaultValue={values.orderId} {...described('orderId')} />
        <span className="muted">{t('appealForm.orderHint')}</span>
        {error('orderId')}
      </label>
      <label>
        {t('appealForm.imeis')}
        <textarea name="imeis" rows={4} dir="ltr" className="imei" defaultValue={values.imeis} {...described('imeis')} />
        <span className="muted">{tx('appealForm.imeisHint', { count: APPEAL_LIMITS.imeis })}</span>
        {error('imeis')}
      </label>
      <label>
        {t('appealForm.note')}
        <textarea name="note" rows={4} maxLength={APPEAL_LIMITS.note} defaultValue={values.note} {...described('note')} />
        {error('note')}
      </label>
      <button className="btn wide" type="submit">{t('appealForm.submit')}</button>
    </form>
  )
}

async function render(c: Context<AppEnv>, values: Values, errors: Errors, status: 200 | 400 = 200) {
  const [kit, campaigns] = await Promise.all([pageKit(c), appealableCampaigns(c)])
  c.status(status)
  return c.render(
    <>
      <AppealForm campaigns={campaigns} values={values} errors={errors} kit={kit} />
      <p className="actions">
        <a className="btn plain" href="/m/rebate/appealRecords">{kit.t('rebateRules.appeals')}</a>
      </p>
    </>,
    { title: kit.t('appealTitle.form'), back: '/m/rebate/rebateHistory', styles: rebateStyles },
  )
}

/** The appeal of a refused or missing rebate; a refused rebate's link fills in its campaign, order and IMEI. */
export async function GET(c: Context<AppEnv>) {
  return render(c, {
    campaignId: String(parseId(c.req.query('campaignId')) ?? ''),
    orderId: String(parseId(c.req.query('orderId')) ?? ''),
    imeis: IMEI_PATTERN.test(c.req.query('imei') ?? '') ? c.req.query('imei')! : '',
    note: '',
  }, {})
}

/** What the form says is wrong before anything is sent (the mall checks all of it again). */
async function check(c: Context<AppEnv>, values: Values, t: (key: MessageKey, params?: Record<string, string | number>) => string): Promise<Errors> {
  const errors: Errors = {}
  const campaignId = parseId(values.campaignId)
  if (campaignId === null) errors.campaignId = t('appealForm.campaignRequired')
  const imeis = imeisOf(values.imeis)
  const wrong = imeis.find((imei) => !IMEI_PATTERN.test(imei))
  if (imeis.length === 0) errors.imeis = t('appealForm.imeiRequired')
  else if (wrong) errors.imeis = t('appealForm.imeiInvalid', { imei: wrong.slice(0, 20) })
  else if (imeis.length > APPEAL_LIMITS.imeis) errors.imeis = t('appealForm.tooMany', { count: APPEAL_LIMITS.imeis })
  if (!values.note.trim()) errors.note = t('appealForm.noteRequired')
  if (values.orderId.trim() && parseId(values.orderId.trim()) === null) errors.orderId = t('appealForm.orderInvalid')
  else if (campaignId !== null && !values.orderId.trim()) {
    const campaign = (await appealableCampaigns(c)).find((known) => known.id === campaignId)
    if (campaign && isOrderRule(campaign.rule)) errors.orderId = t('appealForm.orderRequired')
  }
  return errors
}

/** Sends the appeal without JavaScript: 'Submitted successfully' on the appeal's own page, or the form again with what is wrong. */
export async function POST(c: Context<AppEnv>) {
  const form = await readForm(c)
  const values: Values = {
    campaignId: form.text('campaignId', 12).trim(),
    orderId: form.text('orderId', 12).trim(),
    imeis: form.text('imeis', 2000),
    note: form.text('note', APPEAL_LIMITS.note),
  }
  const kit = await pageKit(c)
  const errors = await check(c, values, kit.t)
  if (Object.keys(errors).length > 0) return render(c, values, errors, 400)
  try {
    const submitted = await c.var.upstream.call('submitAppeal', {
      idempotencyKey: form.idempotencyKey(),
      body: {
        campaignId: parseId(values.campaignId)!,
        orderId: values.orderId ? parseId(values.orderId)! : undefined,
        imeis: imeisOf(values.imeis),
        note: values.note.trim(),
      },
    })
    setNotice(c, { ok: 'appealNotice.submitted' })
    return c.redirect(`/m/rebate/appealRecordDetails?id=${submitted.appealId}`, 303)
  } catch (error) {
    const refused = refusalOf(error)
    if (!refused) throw error
    return render(c, values, { form: kit.t(`error.${refused}`) }, 400)
  }
}

export const namespaces = ['rebates', 'appeals'] as const
