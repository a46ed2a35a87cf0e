import type { Context } from 'hono'
import { RULE_PAGES, type RebateCampaign, type RulePage } from '../../contract'
import type { AppEnv } from '../../worker/env'
import { loadCartCount, pageKit, type PageKit } from '../../worker/render/page-kit'
import { campaignName, Examples, Period, rebateStyles, RuleText } from './rebate-campaign'
import type { SharedPage } from '../../worker/context/shared-page'
import { SeoLinks } from './seo-links'

/** Where each type of the rules screen lives. */
export const RULE_PATHS: Record<RulePage, string> = {
  order: '/m/incentive/order-rebate',
  activate: '/m/incentive/activate-rebate',
  accessories: '/m/rebate/accessoriesRebate',
}

function Tabs({ current, kit }: { current: RulePage; kit: PageKit }) {
  return (
    <nav className="tabs" aria-label={kit.t('rebateRules.types')}>
      {RULE_PAGES.map((type) => (
        <a key={type} className="tab" href={RULE_PATHS[type]} aria-current={type === current ? 'page' : undefined}>
          {kit.t(`rebateTitle.${type}`)}
        </a>
      ))}
    </nav>
  )
}

function CampaignCard({ campaign, kit }: { campaign: RebateCampaign; kit: PageKit }) {
  const { t } = kit
  const heading = `campaign-${campaign.id}`
  return (
    <section className="card stack" aria-labelledby={`${heading} ${heading}-period`}>
      <div className="row">
        <h2 id={heading}>{campaignName(campaign, kit)}</h2>
        <span className={`pill ${campaign.state}`}>{t(`rebateState.${campaign.state}`)}</span>
      </div>
      <Period campaign={campaign} kit={kit} id={`${heading}-period`} />
      <RuleText campaign={campaign} kit={kit} />
      <Examples campaign={campaign} kit={kit} />
      {campaign.products.length > 0 ? (
        <>
          <h3 className="muted">{t('rebateRules.products')}</h3>
          <ul className="chips">
            {campaign.products.map((product) => (
              <li key={product.id}>
                <bdi>{product.name}</bdi>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}

/** The programme's rules as the seed states them: when each rebate is paid, and when nothing is. */
function HowItWorks({ kit }: { kit: PageKit }) {
  const { t } = kit
  return (
    <section className="card stack" aria-labelledby="how">
      <h2 id="how">{t('rebateRules.how')}</h2>
      <ol className="rules">
        <li>{t('rebateRules.toWallet')}</li>
        <li>{t('rebateRules.partial')}</li>
        <li>{t('rebateRules.signedOnly')}</li>
        <li>{t('rebateRules.afterEnd')}</li>
        <li>{t('rebateRules.appeal')}</li>
      </ol>
      <p className="actions">
        <a className="btn plain" href="/m/rebate/rebateHistory">{t('rebateRules.history')}</a>
        <a className="btn plain" href="/m/rebate/appealRecords">{t('rebateRules.appeals')}</a>
      </p>
    </section>
  )
}

/** The rules screen, one for the three types: the campaigns of the shopper's market with their worked examples. */
export function rulesScreen(type: RulePage, shared?: SharedPage) {
  return async function GET(c: Context<AppEnv>) {
    const [kit, campaigns, cartCount] = await Promise.all([
      pageKit(c),
      c.var.upstream.call('rebateCampaigns', { query: { type } }),
      loadCartCount(c),
    ])
    const { t } = kit
    return c.render(
      <>
        {shared ? <SeoLinks c={c} shared={shared} /> : null}
        <Tabs current={type} kit={kit} />
        {campaigns.items.length === 0 ? <p className="empty">{t('rebateRules.none')}</p> : null}
        {campaigns.items.map((campaign) => (
          <CampaignCard key={campaign.id} campaign={campaign} kit={kit} />
        ))}
        <HowItWorks kit={kit} />
      </>,
      { title: t(`rebateTitle.${type}`), cartCount, styles: rebateStyles },
    )
  }
}
