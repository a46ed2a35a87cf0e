import type { Context } from 'hono'
import { setCookie } from 'hono/cookie'
import { ENDONYMS, INTERFACE_LANGUAGES } from '../locales/languages'
import { resolveBack } from '../islands/return-path'
import { htmlLang, LANGUAGE_COOKIES, textLanguage } from '../worker/context/language'
import type { AppEnv } from '../worker/env'
import { cookieOptions, DAY_SECONDS } from '../worker/context/cookies'
import { pageKit } from '../worker/render/page-kit'
import type { PageAccess } from '../worker/context/access'

/**
 * `/m/lang?back=<path>` lists the languages as plain links; `/m/lang?set=<language>&back=<path>` stores the
 * choice in the language cookie and returns to the page. Works without JavaScript.
 */
export async function GET(c: Context<AppEnv>) {
  const back = resolveBack(c.req.query('back'))
  const wanted = c.req.query('set')
  if (wanted !== undefined) {
    if ((INTERFACE_LANGUAGES as readonly string[]).includes(wanted)) {
      setCookie(c, LANGUAGE_COOKIES[0], wanted, cookieOptions(365 * DAY_SECONDS))
    }
    return c.redirect(back, 303)
  }
  const { t, ctx } = await pageKit(c)
  const current = textLanguage(ctx.language)
  return c.render(
    <nav className="card langs" aria-label={t('language.heading')}>
      <h2 style={{ inlineSize: '100%' }}>{t('language.heading')}</h2>
      {INTERFACE_LANGUAGES.map((lang) => (
        <a key={lang} href={`/m/lang?set=${lang}&back=${encodeURIComponent(back)}`} lang={htmlLang(lang)} aria-current={lang === current ? 'true' : undefined}>
          {ENDONYMS[lang]}
        </a>
      ))}
    </nav>,
    { title: t('title.language'), back },
  )
}

export const access: PageAccess = 'guest'
