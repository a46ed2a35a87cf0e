import type { Context } from 'hono'
import { deleteCookie } from 'hono/cookie'
import { resolveBack } from '../../islands/return-path'
import type { AppEnv } from '../../worker/env'
import type { PageAccess } from '../../worker/context/access'
import { COOKIE_SCOPE } from '../../worker/context/cookies'
import { setNotice } from '../../worker/context/notice'
import { RECENT_COOKIE } from '../../worker/context/recent'
import { catalogStyles } from '../../worker/render/catalog-styles'
import { readForm } from '../../worker/render/form'
import { ProductList } from '../../worker/render/listing'
import { loadCartCount, pageKit } from '../../worker/render/page-kit'
import { loadRecent } from '../_parts/recent'
import { cardHeartStyles, loadSavedIds } from '../_parts/save-heart'

const HERE = '/m/user/recent'

/** `/m/user/recent`: the last 20 products this browser opened, newest first, and a form that clears the list. */
export async function GET(c: Context<AppEnv>) {
  const [kit, items, cartCount, saved] = await Promise.all([pageKit(c), loadRecent(c), loadCartCount(c), loadSavedIds(c)])
  const { t } = kit
  return c.render(
    items.length === 0 ? (
      <section className="card stack">
        <p>{t('recent.empty')}</p>
        <a className="btn" href="/m/">{t('saved.shop')}</a>
      </section>
    ) : (
      <>
        <ProductList kit={kit} items={items} eager={0} hearts={{ saved, back: HERE }} />
        <form method="post" action={HERE}>
          <input type="hidden" name="back" value={HERE} />
          <button className="btn plain wide" type="submit">{t('recent.clear')}</button>
        </form>
      </>
    ),
    { title: t('recent.title'), back: '/m/user', cartCount, styles: catalogStyles + cardHeartStyles, nav: 'me' },
  )
}

/** "Clear": forgets this browser's recently viewed products, then back with a notice. */
export async function POST(c: Context<AppEnv>) {
  const form = await readForm(c)
  deleteCookie(c, RECENT_COOKIE, COOKIE_SCOPE)
  setNotice(c, { ok: 'recent.cleared' })
  return c.redirect(resolveBack(form.text('back'), HERE), 303)
}

export const namespaces = ['saved', 'catalog'] as const

/** A guest's browser remembers what it opened too. */
export const access: PageAccess = 'guest'
