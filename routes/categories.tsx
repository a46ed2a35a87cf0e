import type { Context } from 'hono'
import type { AppEnv } from '../worker/env'
import { catalogStyles } from '../worker/render/catalog-styles'
import { SearchForm } from '../worker/render/listing'
import { loadCartCount, pageKit } from '../worker/render/page-kit'
import type { PageAccess } from '../worker/context/access'
import type { SharedPage } from '../worker/context/shared-page'
import { categoryName } from './_parts/open-names'
import { SeoLinks } from './_parts/seo-links'

const styles = `
.catlist{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:8px}
.catlist a{display:flex;align-items:center;gap:12px;min-block-size:56px;padding:8px 12px;border-radius:10px;background:#fff;text-decoration:none;font-weight:600}
.catlist .cn{flex:1}
.catlist img{border-radius:8px;flex:none}
`.replace(/\n/g, '')

/** `/m/categories`: every category of the shopper's market, each leading to its listing; open to guests. */
export async function GET(c: Context<AppEnv>) {
  const [kit, categories, cartCount] = await Promise.all([
    pageKit(c),
    c.var.upstream.call('categories').then((list) => list.categories),
    loadCartCount(c),
  ])
  const { t } = kit
  return c.render(
    <>
      <SeoLinks c={c} shared={shared} />
      <SearchForm kit={kit} />
      <h2 className="sr-only">{t('catalog.categories')}</h2>
      {categories.length === 0 ? (
        <p className="empty">{t('catalog.emptyCategory')}</p>
      ) : (
        <ul className="catlist">
          {categories.map((category) => (
            <li key={category.id}>
              <a href={`/m/category?id=${category.id}`}>
                {kit.ctx.dataSaver ? null : <img src={category.icon} alt="" width={40} height={40} />}
                <span className="cn">{categoryName(category, t)}</span>
                <span className="chevron" aria-hidden="true">›</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </>,
    { title: t('nav.categories'), cartCount, styles: catalogStyles + styles, nav: 'categories' },
  )
}

export const namespaces = ['catalog'] as const

export const access: PageAccess = 'guest'
export const shared: SharedPage = {}
