import type { Context } from 'hono'
import type { ReactNode } from 'react'
import { COUNTRY_CODES, type CountryCode, type CountryHelp, type OrderCounts, type User } from '../contract'
import { loginPath } from '../islands/return-path'
import { ENDONYMS } from '../locales/languages'
import { formatDateTime } from '../locales/format'
import type { AppEnv } from '../worker/env'
import type { PageAccess } from '../worker/context/access'
import { htmlLang, textLanguage } from '../worker/context/language'
import { loadCartCount, pageKit, type PageKit } from '../worker/render/page-kit'
import { UpstreamError } from '../worker/upstream/client'
import { loadRecent, RecentRow, recentStyles } from './_parts/recent'

const HERE = '/m/user'
/** The recently viewed products Me shows in its short row. */
const RECENT_ON_ME = 4
const TABS = ['toPay', 'toShip', 'shipping', 'done', 'cancelled'] as const satisfies readonly (keyof OrderCounts)[]

const STYLES =
  '.me-head{display:flex;flex-wrap:wrap;align-items:center;gap:12px}' +
  '.me-head .avatar{flex:none;display:grid;place-items:center;inline-size:48px;block-size:48px;border-radius:50%;background:var(--brand);color:var(--brand-ink);font-size:20px;font-weight:700}' +
  '.me-head p{margin:0}.me-head .who{flex:1;min-inline-size:0}.me-head .btns{flex:1 1 100%;display:flex;gap:8px}.me-head .btns .btn{flex:1;text-align:center}' +
  '.me-sec{background:#fff;border-radius:10px;margin:0 0 10px;overflow:hidden}' +
  '.me-sec h2{margin:0;padding:12px 12px 4px;font-size:15px}' +
  '.me-sec .row{padding-inline-end:12px}' +
  '.tiles{display:grid;grid-template-columns:repeat(5,1fr);list-style:none;margin:0;padding:4px 4px 10px}' +
  '.tiles a{display:flex;flex-direction:column;align-items:center;gap:2px;padding:8px 2px;text-decoration:none;color:var(--ink);font-size:12px;text-align:center;line-height:1.25;overflow-wrap:anywhere}' +
  '.tiles b{font-size:18px;color:var(--brand)}' +
  '.rows{list-style:none;margin:0;padding:0}' +
  '.rows li+li{border-block-start:1px solid var(--line)}' +
  '.rows a,.rows .line{display:flex;align-items:center;gap:12px;min-block-size:48px;padding:6px 12px;color:var(--ink);text-decoration:none}' +
  '.rows .label{flex:1;min-inline-size:0}' +
  '.rows .value{color:var(--muted);font-size:13px;text-align:end}' +
  '.rows .go{color:var(--muted);font-size:18px;line-height:1}' +
  '[dir=rtl] .rows .go{transform:scaleX(-1)}' +
  '.rows .hours{flex-direction:column;align-items:flex-start;gap:2px;padding-block:10px}' +
  '.rows .hours .value{text-align:start}' +
  '.rows .about{display:block;padding:0 12px 10px;color:var(--muted);font-size:13px}' +
  '.me-out{margin:16px 0 0;text-align:center}'

/** The data saver's state, what it does, and a plain form that turns it the other way. */
function DataSaverForm({ on, kit }: { on: boolean; kit: PageKit }) {
  const { t } = kit
  return (
    <form method="post" action="/m/user/data-saver">
      <span className="line">
        <span className="label" id="me-saver">{t('me.dataSaver')}</span>
        <span className="value">{on ? t('me.dataSaverOn') : t('me.dataSaverOff')}</span>
        <input type="hidden" name="value" value={on ? 'off' : 'on'} />
        <button className="btn plain mini" type="submit" id="me-saver-do" aria-labelledby="me-saver-do me-saver" aria-describedby="me-saver-about">
          {on ? t('me.turnOff') : t('me.turnOn')}
        </button>
      </span>
      <span className="about" id="me-saver-about">{t('me.dataSaverAbout')}</span>
    </form>
  )
}

/** The logged-in user, or null for a guest (an expired session reads as a guest here: the page is open to all). */
async function loadUser(c: Context<AppEnv>): Promise<User | null> {
  if (!c.var.ctx.loggedIn) return null
  try {
    return await c.var.upstream.call('currentUser')
  } catch (error) {
    if (error instanceof UpstreamError && error.kind === 'auth') return null
    throw error
  }
}

/** Customer care of the shopper's market: from the page's market info, else the market the mall answers for. */
async function loadHelp(c: Context<AppEnv>): Promise<CountryHelp | null> {
  const known = await c.var.countryInfo
  const info = known ?? (await c.var.upstream.call('countryInfo').catch(() => null))
  return info?.help ?? null
}

/** One row of a list: a link with its label, an optional current value and the "go" mark. */
function Row({ href, label, value }: { href: string; label: string; value?: ReactNode }) {
  return (
    <li>
      <a href={href}>
        <span className="label">{label}</span>
        {value !== undefined ? <span className="value">{value}</span> : null}
        <span className="go" aria-hidden="true">›</span>
      </a>
    </li>
  )
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="me-sec" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  )
}

function Head({ user, kit }: { user: User | null; kit: PageKit }) {
  const { t } = kit
  if (!user) {
    return (
      <section className="card me-head" aria-labelledby="me-who">
        <div className="who">
          <h2 id="me-who" style={{ margin: 0, fontSize: 17 }}>{t('me.guestTitle')}</h2>
          <p className="muted">{t('me.guestIntro')}</p>
        </div>
        <div className="btns">
          <a className="btn" href={loginPath(HERE)}>{t('me.logIn')}</a>
          <a className="btn plain" href={`/m/login/register?${new URLSearchParams({ back: HERE })}`}>{t('me.register')}</a>
        </div>
      </section>
    )
  }
  return (
    <section className="card me-head" aria-labelledby="me-who">
      <span className="avatar" aria-hidden="true">{[...user.nickname.trim()][0]?.toUpperCase() ?? '·'}</span>
      <div className="who">
        <h2 id="me-who" style={{ margin: 0, fontSize: 17 }}>{user.nickname}</h2>
        <p className="muted">
          {user.phone ? <bdi dir="ltr">{user.phone}</bdi> : t('me.noPhone')}
        </p>
      </div>
    </section>
  )
}

function Orders({ counts, kit }: { counts: OrderCounts | null; kit: PageKit }) {
  const { t } = kit
  return (
    <section className="me-sec" aria-labelledby="me-orders">
      <div className="row">
        <h2 id="me-orders">{t('me.orders')}</h2>
        <a className="muted" href="/m/order/list?tab=all">{t('me.allOrders')}</a>
      </div>
      <ul className="tiles">
        {TABS.map((tab) => (
          <li key={tab}>
            <a href={`/m/order/list?tab=${tab}`} data-tab={tab}>
              <b dir="ltr">{counts ? counts[tab] : '–'}</b>
              <span>{t(`orderTabs.${tab}`)}</span>
            </a>
          </li>
        ))}
      </ul>
      {counts ? null : <p className="muted" style={{ margin: 0, padding: '0 12px 10px' }}>{t('me.countsUnavailable')}</p>}
    </section>
  )
}

/** The market customer care answers for, when it is one of the seven. */
const helpMarket = (code: string | null, name: string | null) =>
  code && name && (COUNTRY_CODES as readonly string[]).includes(code) ? { code: code as CountryCode, name } : null

const DAYS = ['d1', 'd2', 'd3', 'd4', 'd5', 'd6', 'd7'] as const

function Help({ help, kit, market }: { help: CountryHelp | null; kit: PageKit; market: { code: CountryCode; name: string } | null }) {
  const { t, tx, ctx } = kit
  const locale = htmlLang(ctx.language)
  const clock = (hhmm: string) => {
    const [hours, minutes] = hhmm.split(':').map(Number)
    return formatDateTime(Date.UTC(2024, 0, 1, hours!, minutes!), locale, 'UTC', 'time')
  }
  const dayName = (day: number | undefined) => t(`me.days.${DAYS[(day ?? 1) - 1] ?? 'd1'}`)
  return (
    <Section id="me-help" title={t('me.help')}>
      {help ? (
        <ul className="rows">
          {market ? <li><span className="line muted">{t(`me.helpFor.${market.code}`, { market: market.name })}</span></li> : null}
          <Row href={`tel:${help.phone.replace(/[^+\d]/g, '')}`} label={t('me.call')} value={<bdi dir="ltr">{help.phone}</bdi>} />
          <Row href={`mailto:${help.email}`} label={t('me.email')} value={<bdi dir="ltr">{help.email}</bdi>} />
          <li>
            <span className="line hours">
              <span className="label">{t('me.hours')}</span>
              <span className="value">
                {tx('me.hoursValue', { from: dayName(help.days[0]), to: dayName(help.days[1]), opens: clock(help.opens), closes: clock(help.closes) })}
              </span>
            </span>
          </li>
          <Row href="/m/member/add" label={t('me.leaveDetails')} />
        </ul>
      ) : (
        <ul className="rows">
          <Row href="/m/member/add" label={t('me.leaveDetails')} />
        </ul>
      )}
    </Section>
  )
}

/**
 * "Me", the account page: for a shopper their name and number, their orders by status with counts, coupons, wallet,
 * addresses; a retailer's programme and an admin's queues; for everyone language, market, data saver, help, about.
 * A guest sees log in and register instead of the account's parts.
 */
export async function GET(c: Context<AppEnv>) {
  const [kit, user, help, cartCount, counts, recent] = await Promise.all([
    pageKit(c),
    loadUser(c),
    loadHelp(c),
    loadCartCount(c),
    c.var.ctx.loggedIn ? c.var.upstream.call('orderCounts').catch(() => null) : null,
    loadRecent(c, { limit: RECENT_ON_ME }),
  ])
  const { t, ctx } = kit
  const market = ctx.country.info?.countryCode ?? ctx.country.code
  const marketName = market ? kit.country(market) : null
  const back = encodeURIComponent(HERE)
  return c.render(
    <>
      <Head user={user} kit={kit} />
      {user ? <Orders counts={counts} kit={kit} /> : null}
      {user ? (
        <Section id="me-services" title={t('me.services')}>
          <ul className="rows">
            <Row href="/m/user/saved" label={t('saved.title')} />
            <Row href="/m/coupon/mine" label={t('me.coupons')} />
            <Row href={`/m/coupon/center?back=${back}`} label={t('me.couponCentre')} />
            {user.role === 'retailer' ? null : <Row href="/m/wallet/reward" label={t('me.wallet')} />}
            <Row href="/m/user/addresses" label={t('me.addresses')} />
          </ul>
        </Section>
      ) : null}
      <RecentRow items={recent} kit={kit} id="me-recent" />
      {user?.role === 'retailer' ? (
        <Section id="me-programme" title={t('me.programme')}>
          <ul className="rows">
            <Row href="/m/imei/scan" label={t('me.imeiScan')} />
            <Row href="/m/rebate/rebateHistory" label={t('me.rebateHistory')} />
            <Row href="/m/rebate/appealRecords" label={t('me.appeals')} />
            <Row href="/m/wallet/reward" label={t('me.reward')} />
            <Row href="/m/incentive/activate-rebate" label={t('me.activationRules')} />
            <Row href="/m/incentive/order-rebate" label={t('me.orderRules')} />
            <Row href="/m/rebate/accessoriesRebate" label={t('me.accessoriesRules')} />
          </ul>
        </Section>
      ) : null}
      {user?.role === 'admin' ? (
        <Section id="me-admin" title={t('me.admin')}>
          <ul className="rows">
            <Row href="/m/admin/orders" label={t('me.adminOrders')} />
            <Row href="/m/admin/appeals" label={t('me.adminAppeals')} />
          </ul>
        </Section>
      ) : null}
      <Section id="me-settings" title={t('me.settings')}>
        <ul className="rows">
          <Row href={`/m/lang?back=${back}`} label={t('me.language')} value={<span lang={htmlLang(textLanguage(ctx.language))}>{ENDONYMS[textLanguage(ctx.language)]}</span>} />
          <Row href={`/m/market?back=${back}`} label={t('me.market')} value={marketName ?? t('me.marketUnset')} />
          <li>
            <DataSaverForm on={ctx.dataSaver} kit={kit} />
          </li>
        </ul>
      </Section>
      <Help help={help} kit={kit} market={helpMarket(market, marketName)} />
      <Section id="me-about" title={t('me.aboutUs')}>
        <ul className="rows">
          <Row href="/m/tmpl/about" label={t('title.about')} />
          <Row href="/m/tmpl/document" label={t('title.agreement')} />
        </ul>
      </Section>
      {user ? (
        <form method="post" action="/m/login/logout" className="me-out">
          <button className="btn plain" type="submit">{t('me.logOut')}</button>
        </form>
      ) : null}
    </>,
    { title: t('me.title'), back: '/m/', cartCount, styles: STYLES + (recent.length > 0 ? recentStyles : ''), nav: 'me' },
  )
}

export const namespaces = ['me', 'orders', 'saved'] as const

/** Open to everyone: a guest sees log in and register, and the settings and help that need no account. */
export const access: PageAccess = 'guest'
