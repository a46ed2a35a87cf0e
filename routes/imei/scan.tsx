import type { Context } from 'hono'
import { IMEI_SCAN_KEYS } from '../../islands/imei/keys'
import { pick } from '../../locales'
import type { AppEnv } from '../../worker/env'
import { readForm } from '../../worker/render/form'
import { Island } from '../../worker/render/island'
import { setNotice } from '../../worker/context/notice'
import { imeiRefusal } from '../../worker/render/refusal-notices'
import { loadCartCount, pageKit } from '../../worker/render/page-kit'
import { refusalOf } from '../../worker/render/refusal'
import type { PageAccess } from '../../worker/context/access'

const HERE = '/m/imei/scan'

const styles = `
.scan-field{display:flex;gap:8px;align-items:stretch}
.scan-field input{flex:1;min-inline-size:0;font-variant-numeric:tabular-nums;letter-spacing:.5px}
.scans{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:8px}
.scans li{display:flex;flex-direction:column;gap:2px;padding-block-end:8px;border-block-end:1px solid var(--line)}
.scans li:last-child{border:0;padding:0}
.scan-approved{color:var(--ok)}
.scan-refused{color:var(--bad)}
.scan-pending{color:var(--muted)}
`.replace(/\n/g, '')

/** IMEI scan at delivery: the form (an island over a plain form, with an offline queue) and the latest scans. */
export async function GET(c: Context<AppEnv>) {
  const [kit, { scans }, cartCount] = await Promise.all([pageKit(c), c.var.upstream.call('imeiScans'), loadCartCount(c)])
  const { t, ctx } = kit
  return c.render(
    <>
      <p className="muted">{t('imeiScan.intro')}</p>
      <Island
        name="imei-scan" when="visible"
        props={{
          action: HERE, idem: crypto.randomUUID(), texts: pick(ctx.language, IMEI_SCAN_KEYS), locale: kit.locale, timeZone: kit.timeZone,
          history: scans.map((scan) => ({ ...scan, when: kit.dateTime(scan.at) })),
        }}
      />
      <p className="actions">
        <a className="btn plain" href="/m/rebate/rebateHistory">{t('imeiScan.rebates')}</a>
      </p>
    </>,
    { title: t('imeiScan.title'), cartCount, styles },
  )
}

/** "Check and claim" with JavaScript off: one scan under the form's key, back with what the mall said. */
export async function POST(c: Context<AppEnv>) {
  const form = await readForm(c)
  try {
    const claimed = await c.var.upstream.call('scanImei', { body: { imei: form.text('imei', 40) }, idempotencyKey: form.idempotencyKey() })
    setNotice(c, claimed.activated ? { ok: 'imeiScan.activated' } : { ok: 'imeiScan.approved' })
  } catch (error) {
    const refused = refusalOf(error)
    if (!refused || refused === 'forbidden') throw error
    setNotice(c, imeiRefusal(refused))
  }
  return c.redirect(HERE, 303)
}

export const namespaces = ['imei', 'rebates', 'bridge'] as const

export const access: PageAccess = 'retailer'
