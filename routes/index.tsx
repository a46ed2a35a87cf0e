import type { Context } from 'hono'
import type { ProductPage, User } from '../contract'
import { loginPath } from '../islands/return-path'
import { LOAD_MORE_KEYS } from '../islands/load-more.island'
import { pick } from '../locales'
import type { AppEnv } from '../worker/env'
import { brandOf } from '../worker/render/brands'
import { catalogStyles } from '../worker/render/catalog-styles'
import { Island } from '../worker/render/island'
import { formattingOf, NextPageLink, ProductList, SearchForm, withFirstViewportImages } from '../worker/render/listing'
import { loadCartCount, pageKit, type PageKit } from '../worker/render/page-kit'
import { UpstreamError } from '../worker/upstream/client'
import { ActivityStrip, loadActivities } from './_parts/activities'
import { CategoryGrid } from './_parts/category-grid'
import type { PageAccess } from '../worker/context/access'
import type { SharedPage } from '../worker/context/shared-page'
import { SeoLinks } from './_parts/seo-links'
import { JsonLd, shopThing } from './_parts/structured-data'

/** Cards per page of the feed: enough to fill two screens, small enough for the first round trip. */
const FEED_PAGE = 10
/**
 * The feed's first picture comes inside the page: on a taller phone (412×823) the feed's first row shows at the
 * bottom of the first screen and that picture is its largest paint. The others load when near (the home page's
 * HTML budget has room for one).
 */
const FEED_FIRST_VIEWPORT = 1

async function loadUser(c: Context<AppEnv>, required: boolean): Promise<User | null> {
  if (!c.var.ctx.loggedIn) return null
  try {
    return await c.var.upstream.call('currentUser')
  } catch (error) {
    if (required || !(error instanceof UpstreamError) || error.kind !== 'auth') throw error
    return null
  }
}

function Feed({ feed, kit }: { feed: ProductPage | null; kit: PageKit }) {
  const { t } = kit
  return (
    <section aria-labelledby="feed">
      <h2 id="feed">{t('catalog.feed')}</h2>
      {feed === null ? (
        <p className="empty">{t('catalog.unavailable')}</p>
      ) : (
        <>
          <ProductList kit={kit} items={feed.items} eager={FEED_FIRST_VIEWPORT} />
          {feed.next && kit.ctx.dataSaver ? (
            <NextPageLink kit={kit} href={`/m/?cursor=${encodeURIComponent(feed.next)}#feed`} />
          ) : feed.next ? (
            <Island
              name="load-more"
              when="visible"
              props={{
                next: feed.next,
                query: { sort: 'newest', limit: String(FEED_PAGE) },
                href: '/m/?cursor={{cursor}}#feed',
                formatting: formattingOf(kit),
                texts: pick(kit.ctx.language, LOAD_MORE_KEYS),
              }}
            />
          ) : null}
        </>
      )}
    </section>
  )
}

/** About, terms, contact and the market switcher; the language link follows in the page footer. */
function SiteLinks({ kit, here }: { kit: PageKit; here: string }) {
  const { t, ctx } = kit
  const market = ctx.country.info?.countryCode ?? ctx.country.code
  return (
    <nav className="sitelinks" aria-label={t('catalog.links')}>
      <a href="/m/tmpl/about">{t('title.about')}</a>
      <a href="/m/tmpl/document">{t('title.agreement')}</a>
      <a href="/m/member/add">{t('catalog.contact')}</a>
      <a href={`/m/market?back=${encodeURIComponent(here)}`} className="market">
        {market ? t('home.country', { country: kit.country(market) }) : t('market.title')}
      </a>
    </nav>
  )
}

/**
 * Home: `/m` and `/m/` for everyone; `/m/index` asks for a login first. The live activities, the categories, the
 * search box and a product feed whose plain 'next page' link (`?cursor=`) an island turns into 'load more'.
 */
export async function GET(c: Context<AppEnv>) {
  const required = c.req.path.endsWith('/index')
  const cursor = c.req.query('cursor')
  const feedQuery: Record<string, string> = { sort: 'newest', limit: String(FEED_PAGE), ...(cursor ? { cursor: cursor.slice(0, 200) } : {}) }
  const [kit, user, activities, categories, feed, cartCount] = await Promise.all([
    pageKit(c),
    loadUser(c, required),
    loadActivities(c),
    c.var.upstream.call('categories').then((r) => r.categories, () => []),
    c.var.upstream.call('products', { query: feedQuery }).then(
      async (page) => ({ ...page, items: await withFirstViewportImages(c, page.items, FEED_FIRST_VIEWPORT) }),
      () => null,
    ),
    loadCartCount(c),
  ])
  const { t, ctx } = kit
  const brand = brandOf(ctx.variant)
  return c.render(
    <>
      <SeoLinks c={c} shared={shared} />
      <JsonLd ctx={ctx} data={shopThing({ origin: new URL(c.req.url).origin, name: brand.name })} />
      <SearchForm kit={kit} />
      <section className="card row">
        <span className="brand">
          <span className="logo" aria-hidden="true" />
          <span>
            <strong>{brand.name}</strong>
            <br />
            <span className="muted">{user ? t('home.hello', { name: user.nickname }) : t('home.guest')}</span>
            {user ? (
              <>
                <br />
                <a className="mine" href="/m/coupon/mine">{t('myCoupons.title')}</a>
                {' · '}
                <a className="mine" href="/m/wallet/reward">{t('wallet.link')}</a>
              </>
            ) : null}
          </span>
        </span>
        {user ? (
          <form method="post" action="/m/login/logout">
            <button className="btn" type="submit">{t('home.logout')}</button>
          </form>
        ) : (
          <a className="btn" href={loginPath(c.req.path)}>{t('home.login')}</a>
        )}
      </section>
      <ActivityStrip activities={activities} kit={kit} />
      {categories.length > 0 ? <CategoryGrid categories={categories} kit={kit} /> : null}
      <Feed feed={feed} kit={kit} />
      <SiteLinks kit={kit} here={new URL(c.req.url).pathname} />
    </>,
    { title: t('title.home'), back: null, cartCount, styles: catalogStyles, nav: 'home' },
  )
}

export const namespaces = ['home', 'flash', 'catalog', 'coupons', 'wallet', 'presale', 'newcomer', 'luckyDraw'] as const

/** At /m/index; /m/ itself is the front door, open to everyone (worker/pages.ts). */
export const access: PageAccess = 'user'
/** For /m/, the front door guests see. */
export const shared: SharedPage = { query: ['cursor'] }
