import { isOrderRule, type OrderRule, type RebateCampaign, type RebateProduct, workedExamples } from '../../contract'
import { htmlLang } from '../../worker/context/language'
import type { PageKit } from '../../worker/render/page-kit'
import { rebateRuleName } from './open-names'

/** Extra CSS of the rebate and appeal screens. */
export const rebateStyles = `
.chips{display:flex;flex-wrap:wrap;gap:6px;margin:0;padding:0;list-style:none}
.chips li{padding:2px 10px;border-radius:12px;background:var(--bg);font-size:13px}
.grid{inline-size:100%;border-collapse:collapse;font-size:14px}
.grid th,.grid td{padding:6px 4px;border-block-end:1px solid var(--line);text-align:start}
.grid td:last-child,.grid th:last-child{text-align:end}
.pill{display:inline-block;padding:1px 8px;border-radius:10px;font-size:12px;font-weight:600;background:var(--bg);white-space:nowrap}
.pill.credited,.pill.approved{background:#dcfce7;color:#14532d}
.pill.pending,.pill.running{background:#fef3c7;color:#713f12}
.pill.refused,.pill.rejected,.pill.overdue{background:#fee2e2;color:#7f1d1d}
.pill.partlyApproved{background:#e0e7ff;color:#312e81}
.figures{display:grid;grid-template-columns:repeat(auto-fit,minmax(96px,1fr));gap:8px;margin:0}
.figures div{background:#fff;border-radius:10px;padding:10px;text-align:center}
.figures dt{font-size:12px;color:var(--muted)}
.figures dd{margin:0;font-size:20px;font-weight:700}
.imei{font-family:ui-monospace,monospace;letter-spacing:.5px}
.rules{margin:0;padding-inline-start:20px;display:flex;flex-direction:column;gap:6px}
.cards{list-style:none;margin:0;padding:0}
.month{white-space:nowrap}
.cards .info{display:flex;flex-direction:column;gap:2px;min-inline-size:0}
`.replace(/\n/g, '')

/** The minor units of a major amount of the page's market (the rules' maths is in minor units). */
const minorUnits = (kit: PageKit) => {
  const scale = kit.ctx.country.info?.currencyScale ?? 0
  return { toMinor: (major: number) => Math.round(major * 10 ** scale), toMajor: (minor: number) => minor / 10 ** scale }
}

/** A campaign paid per order as the maths module takes it. */
export function orderRuleOf(campaign: RebateCampaign, kit: PageKit): OrderRule | null {
  if (!isOrderRule(campaign.rule)) return null
  const { toMinor } = minorUnits(kit)
  if (campaign.rule === 'tiered') return { rule: 'tiered', tiers: campaign.tiers.map((tier) => ({ ...tier, amount: toMinor(tier.amount) })) }
  if (campaign.rule === 'gift') return campaign.gift ? { rule: 'gift', every: campaign.gift.every, count: campaign.gift.count } : null
  return { rule: 'cash', amount: toMinor(campaign.amount ?? 0) }
}

/** The campaign's name: its rule, and the line for accessories. */
export function campaignName(campaign: Pick<RebateCampaign, 'rule' | 'line'>, kit: PageKit): string {
  const rule = rebateRuleName(campaign.rule, kit.t)
  return campaign.line === 'accessories' ? `${rule} · ${kit.t('rebateLine.accessories')}` : rule
}

export function Period({ campaign, kit, id }: { campaign: Pick<RebateCampaign, 'startAt' | 'endAt'>; kit: PageKit; id?: string }) {
  return <span className="muted" id={id}>{kit.tx('rebateRules.period', { start: kit.dateTime(campaign.startAt, 'date'), end: kit.dateTime(campaign.endAt, 'date') })}</span>
}

/** What the rule pays, in words. */
export function RuleText({ campaign, kit }: { campaign: RebateCampaign; kit: PageKit }) {
  const { t, tx, money } = kit
  const amount = <b dir="ltr">{money(campaign.amount ?? 0)}</b>
  switch (campaign.rule) {
    case 'cash':
      return <p>{tx('rebateRules.cash', { amount })}</p>
    case 'scan':
      return <p>{tx('rebateRules.scan', { amount })}</p>
    case 'activation':
      return (
        <p>
          {tx('rebateRules.activation', { amount, days: campaign.activationDays ?? 0 })}
          <br />
          <span className="muted">{tx('rebateRules.activateBy', { time: kit.dateTime(campaign.endAt + (campaign.activationDays ?? 0) * 86_400_000, 'date') })}</span>
        </p>
      )
    case 'gift':
      return campaign.gift ? (
        <p>{tx('rebateRules.gift', { count: campaign.gift.every, quantity: campaign.gift.count, gift: <bdi>{campaign.gift.product.name}</bdi> })}</p>
      ) : null
    case 'tiered':
      return (
        <table className="grid">
          <caption className="sr-only">{t('rebateRules.tiers')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('rebateRules.pieces')}</th>
              <th scope="col">{t('rebateRules.perPiece')}</th>
            </tr>
          </thead>
          <tbody>
            {campaign.tiers.map((tier) => (
              <tr key={tier.min}>
                <td>{tier.max === null ? tx('rebateRules.tierFrom', { min: tier.min }) : tx('rebateRules.tierRange', { min: tier.min, max: tier.max })}</td>
                <td dir="ltr">{money(tier.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )
    default:
      // A rule the storefront does not know: its name says so, and no amount is worded from fields it cannot read.
      return null
  }
}

/** Worked examples of a rule paid per order, computed by the engine's own maths. */
export function Examples({ campaign, kit }: { campaign: RebateCampaign; kit: PageKit }) {
  const rule = orderRuleOf(campaign, kit)
  if (!rule) return null
  const { t, tx, money } = kit
  const { toMajor } = minorUnits(kit)
  const gifts = rule.rule === 'gift'
  return (
    <table className="grid">
      <caption>{t('rebateRules.examples')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('rebateRules.piecesInOrder')}</th>
          <th scope="col">{gifts ? t('rebateRules.gifts') : t('rebateRules.rebate')}</th>
        </tr>
      </thead>
      <tbody>
        {workedExamples(rule).map((example) => (
          <tr key={example.pieces}>
            <td>{tx('rebateRules.piecesCount', { count: example.pieces })}</td>
            <td dir="ltr">{gifts ? example.gifts : money(toMajor(example.amount))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** `2026-11` in the reader's language: month and year, or digits where Intl has no month names for it. */
export function monthLabel(month: string, kit: PageKit): string {
  const [year, number] = month.split('-').map(Number)
  const at = Date.UTC(year!, number! - 1, 1)
  const locale = htmlLang(kit.ctx.language)
  try {
    const named = Intl.DateTimeFormat.supportedLocalesOf([locale]).length > 0
    return named ? new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(at) : `${String(number).padStart(2, '0')}/${year}`
  } catch {
    return month
  }
}

/** Gifts with what they are, as the campaign's rule names its gift: "2 × Tecno Buds" (just the count without one). */
export function GiftCount({ count, gift, kit }: { count: number; gift: RebateProduct | null; kit: PageKit }) {
  return <>{gift ? kit.tx('rebateHistory.giftCount', { count, gift: gift.name }) : kit.tx('rebateHistory.gifts', { count })}</>
}
