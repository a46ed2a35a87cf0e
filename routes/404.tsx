import type { Context } from 'hono'
import type { AppEnv } from '../worker/env'
import { pageKit } from '../worker/render/page-kit'
import type { PageAccess } from '../worker/middleware/access'

export async function GET(c: Context<AppEnv>) {
  const { t } = await pageKit(c)
  c.status(404)
  return c.render(
    <section className="empty">
      <p className="big" aria-hidden="true">404</p>
      <p>{t('notFound.message')}</p>
      <a className="btn" href="/m/">{t('notFound.home')}</a>
    </section>,
    { title: t('title.notFound') },
  )
}

export const access: PageAccess = 'guest'
