import type { Context } from 'hono'
import type { AppEnv } from '../worker/env'
import type { PageAccess } from '../worker/context/access'
import { pageKit } from '../worker/render/page-kit'
import { OFFLINE_TIME, SAVED_LIST_ID } from '../islands/offline/saved-pages'

/** The list and its intro show only when the service worker put saved pages in it; otherwise the empty state does. */
const styles = `.saved{list-style:none;margin:0;padding:0}.saved li{display:flex;justify-content:space-between;align-items:center;gap:8px;border-block-end:1px solid var(--line)}.saved a{flex:1;padding:12px 0}.saved time{color:var(--muted);font-size:13px}.offline .btn{text-align:center}.saved:empty,.saved:not(:empty)~.none,.stack:has(.saved:empty) #saved-intro{display:none}`

/**
 * What the service worker shows for a page it never saved while the shopper is offline: this page, rendered in the
 * shopper's language when the worker is installed (and again when the language changes). The worker fills the list
 * with the saved pages and takes the "saved at" line of a saved page from `data-saved-at`.
 */
export async function GET(c: Context<AppEnv>) {
  const { t } = await pageKit(c)
  return c.render(
    <section className="stack offline">
      <h2>{t('offline.heading')}</h2>
      <p id="saved-intro">{t('offline.intro')}</p>
      <ul id={SAVED_LIST_ID} className="saved" aria-labelledby="saved-intro" data-saved-at={t('offline.savedAt', { time: OFFLINE_TIME })}></ul>
      <p className="none empty">{t('offline.empty')}</p>
      <a className="btn" href="">{t('offline.retry')}</a>
    </section>,
    { title: t('offline.title'), styles },
  )
}

export const namespaces = ['offline'] as const
export const access: PageAccess = 'guest'
