import type { Context } from 'hono'
import { setCookie } from 'hono/cookie'
import { COUNTRY_CODES } from '../contract'
import { resolveBack } from '../islands/return-path'
import type { AppEnv } from '../worker/env'
import { cookieOptions, DAY_SECONDS } from '../worker/context/cookies'
import { COUNTRY_CODE_COOKIE, COUNTRY_ID_COOKIE, countryIdOf, resolveCountryCode } from '../worker/context/market'
import { pageKit } from '../worker/render/page-kit'
import type { PageAccess } from '../worker/context/access'

/**
 * `/m/market?back=<path>` lists the markets as plain links; `/m/market?set=<code>&back=<path>` stores the choice in
 * the `countryId` and `countryCode` cookies and returns to the page. Works without JavaScript.
 */
export async function GET(c: Context<AppEnv>) {
  const back = resolveBack(c.req.query('back'))
  const wanted = c.req.query('set')
  if (wanted !== undefined) {
    const code = resolveCountryCode(wanted)
    if (code) {
      setCookie(c, COUNTRY_ID_COOKIE, String(countryIdOf(code)), cookieOptions(365 * DAY_SECONDS))
      setCookie(c, COUNTRY_CODE_COOKIE, code, cookieOptions(365 * DAY_SECONDS))
    }
    return c.redirect(back, 303)
  }
  const kit = await pageKit(c)
  const { t, ctx } = kit
  const current = ctx.country.info?.countryCode ?? ctx.country.code
  return c.render(
    <nav className="card langs" aria-labelledby="markets">
      <h2 id="markets" style={{ inlineSize: '100%' }}>{t('market.heading')}</h2>
      {COUNTRY_CODES.map((code) => (
        <a key={code} href={`/m/market?set=${code}&back=${encodeURIComponent(back)}`} aria-current={code === current ? 'true' : undefined}>
          {kit.country(code)}
        </a>
      ))}
      <p className="muted" style={{ inlineSize: '100%' }}>{t('market.note')}</p>
    </nav>,
    { title: t('market.title'), back },
  )
}

export const namespaces = ['catalog'] as const

export const access: PageAccess = 'guest'
