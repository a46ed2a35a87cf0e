import type { Context } from 'hono'
import type { AppEnv } from '../worker/env'
import { pageKit } from '../worker/render/page-kit'
import type { PageAccess } from '../worker/context/access'

/** Also rendered with 503 for every page while maintenance is on. */
export async function GET(c: Context<AppEnv>) {
  const { t } = await pageKit(c)
  return c.render(
    <section className="empty">
      <p className="big" aria-hidden="true">🛠</p>
      <h2>{t('maintenance.heading')}</h2>
      <p>{t('maintenance.message')}</p>
      <a className="btn" href="/m/">{t('maintenance.retry')}</a>
    </section>,
    { title: t('title.maintenance'), back: null },
  )
}

export const access: PageAccess = 'guest'
