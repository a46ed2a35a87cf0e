import type { Context } from 'hono'
import { discountOf, type FlashSessions, type User } from '../contract'
import { loginPath } from '../islands/back'
import type { AppEnv } from '../worker/env'
import { brandOf } from '../worker/render/brands'
import { loadCartCount, pageKit, type PageKit } from '../worker/render/page-kit'
import { UpstreamError } from '../worker/upstream/client'

type Kit = PageKit

function FlashSaleLine({ data, kit }: { data: FlashSessions | null; kit: Kit }) {
  const { t, tx, percent, dateTime } = kit
  const live = data?.sessions.find((s) => s.status === 'live')
  if (live) return <>{tx('home.flashSaleLive', { discount: percent(Math.max(0, ...live.items.map(discountOf))) })}</>
  const next = data?.sessions.find((s) => s.status === 'coming')
  return <>{next ? tx('home.flashSaleNext', { time: dateTime(next.startAt) }) : t('home.flashSaleNone')}</>
}

async function loadUser(c: Context<AppEnv>, required: boolean): Promise<User | null> {
  if (!c.var.ctx.loggedIn) return null
  try {
    return await c.var.upstream.call('currentUser')
  } catch (error) {
    if (required || !(error instanceof UpstreamError) || error.kind !== 'auth') throw error
    return null
  }
}

/** Home: `/m` and `/m/` for everyone; `/m/index` asks for a login first. */
export async function GET(c: Context<AppEnv>) {
  const required = c.req.path.endsWith('/index')
  if (required && !c.var.ctx.loggedIn) return c.redirect(loginPath(c.req.path), 302)
  const [kit, user, flash, cartCount] = await Promise.all([
    pageKit(c),
    loadUser(c, required),
    c.var.upstream.call('flashSessions').catch(() => null),
    loadCartCount(c),
  ])
  const { t, ctx } = kit
  const brand = brandOf(ctx.variant)
  const market = ctx.country.info?.countryCode ?? ctx.country.code
  return c.render(
    <>
      <section className="brand card">
        <span className="logo" aria-hidden="true" />
        <strong>{brand.name}</strong>
      </section>
      <section className="card row">
        <strong>{user ? t('home.hello', { name: user.nickname }) : t('home.guest')}</strong>
        {user ? (
          <form method="post" action="/m/login/logout">
            <button className="btn" type="submit">{t('home.logout')}</button>
          </form>
        ) : (
          <a className="btn" href={loginPath(c.req.path)}>{t('home.login')}</a>
        )}
      </section>
      <h2>{t('home.activities')}</h2>
      <a className="card row link" href="/m/activity/sale">
        <span>
          <strong>{t('home.flashSale')}</strong>
          <br />
          <span className="muted">
            <FlashSaleLine data={flash} kit={kit} />
          </span>
        </span>
        <span aria-hidden="true" className="chevron">›</span>
      </a>
      {market ? <p className="card muted">{t('home.country', { country: kit.country(market) })}</p> : null}
    </>,
    { title: t('title.home'), back: null, cartCount },
  )
}

export const namespaces = ['home'] as const
