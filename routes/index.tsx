import type { Context } from 'hono'
import type { AppEnv } from '../worker/env'
import { noticeFrom } from '../worker/render/notice'
import { loadCartCount, pageKit } from '../worker/render/page-kit'
import { UpstreamError } from '../worker/upstream/client'
import { brandOf } from '../worker/render/brands'
import type { FlashSessions, User } from '../worker/upstream/contract'

type Kit = ReturnType<typeof pageKit>

function flashSaleLine(data: FlashSessions | null, { t, percent, dateTime }: Kit): string {
  const live = data?.sessions.find((s) => s.status === 'live')
  if (live) {
    const best = Math.max(0, ...live.items.map((i) => (i.originalPrice > 0 ? 1 - i.price / i.originalPrice : 0)))
    return t('home.flashSaleLive', { discount: percent(best) })
  }
  const next = data?.sessions.find((s) => s.status === 'coming')
  return next ? t('home.flashSaleNext', { time: dateTime(next.startAt) }) : t('home.flashSaleNone')
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

/** Home: `/m` and `/m/` for everyone, `/m/index` behind login (see worker/pages.ts). */
export async function GET(c: Context<AppEnv>) {
  const kit = pageKit(c)
  const { t, ctx } = kit
  const required = c.req.path.endsWith('/index')
  const [user, flash, cartCount] = await Promise.all([
    loadUser(c, required),
    kit.upstream.call('flashSessions').catch(() => null),
    loadCartCount(c),
  ])
  const brand = brandOf(ctx.variant)
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
          <a className="btn" href={`/m/login/login?back=${encodeURIComponent(c.req.path)}`}>{t('home.login')}</a>
        )}
      </section>
      <h2>{t('home.activities')}</h2>
      <a className="card row" href="/m/activity/sale" style={{ textDecoration: 'none' }}>
        <span>
          <strong>{t('home.flashSale')}</strong>
          <br />
          <span className="muted">{flashSaleLine(flash, kit)}</span>
        </span>
        <span aria-hidden="true">›</span>
      </a>
      {ctx.country.info ? <p className="card muted">{t('home.country', { country: ctx.country.info.name })}</p> : null}
    </>,
    { title: t('title.home'), back: null, cartCount, notice: noticeFrom(c.req.query('notice')) },
  )
}
