import { reactRenderer } from '@hono/react-renderer'
import { useContext, type ReactNode } from 'react'
import { pick, translator, type Translate } from '../../locales'
import { countryName } from '../../locales/format'
import type { CountryCode } from '../../contract'
import { COUNTRY_ID_QUERY } from '../context/market-link'
import { ENDONYMS } from '../../locales/languages'
import type { AppEnv } from '../env'
import { htmlLang, textLanguage } from '../context/language'
import { brandOf, type Brand } from './brands'
import { Document } from './document'
import { Header } from './header'
import { appStateAttribute, appStateSeed } from './app-state'
import { backTypeHref, type AppStateSeed } from '../../islands/state/app'
import { TOAST_KEYS } from '../../islands/toasts.island'
import { Island, RenderedIslandsContext, type RenderedIslands } from './island'
import type { IslandName } from '../../islands/registry'
import { REGISTER_OFFLINE_PAGES, START_AFTER_LOAD } from './inline-scripts'
import type { Notice } from '../context/notice'
import { BottomNav, bottomNavStyles, showsBottomNav, type NavTab } from './bottom-nav'

declare module '@hono/react-renderer' {
  interface Props {
    title: string
    /** The header's `h1`, when it is not the title (a product's name, where the title adds its price and the brand). */
    heading?: string
    /** The page's meta description; default: the site's, with the brand's name. */
    description?: string
    /** Back link target (a same-origin /m path); null hides it. */
    back?: string | null
    cartCount?: number | null
    /** The cart count changes on this page without a load: the badge becomes an island. */
    liveCart?: boolean
    /** A page about a particular app (the sister app's pages) shows that app's brand. */
    brand?: Brand
    /** CSS of this page's own parts, inlined after the critical CSS every page has. */
    styles?: string
    /** Unread chat messages and pre-sale reservations, on pages that load them (the app's shared state). */
    chatCount?: number
    preSaleNum?: number
    /**
     * A main page (home, categories, a listing, cart, Me) carries the bottom bar in the browser and the H5 site, with
     * its own item marked (true: a main page that is none of the items). Not for a page with its own bottom bar.
     */
    nav?: NavTab | true
  }
}

/** Islands that keep an add made offline for later: it shows as a toast, whose host must have loaded while online. */
const QUEUES_OFFLINE: readonly IslandName[] = ['add-to-cart', 'buy-form']

/**
 * After the page body: the toast host and the one module script, only when the page rendered an island. The
 * script carries the client state the islands start from. The host hydrates with the first toast, or at idle on a
 * page that may keep an add offline (its chunk could not load then).
 */
function IslandRuntime({ language, seed, rendered }: { language: string; seed: AppStateSeed; rendered: () => void }) {
  const islands = useContext(RenderedIslandsContext)
  if (islands.count === 0) return null
  rendered()
  return (
    <>
      <Island name="toasts" when={QUEUES_OFFLINE.some((name) => islands.names?.has(name)) ? 'idle' : 'toast'} props={{ texts: pick(language, TOAST_KEYS) }} />
      <script type="module" {...appStateAttribute(seed)} dangerouslySetInnerHTML={{ __html: START_AFTER_LOAD }} />
    </>
  )
}

/** At the top of the page, in the flow: it pushes the page down and never covers a button. */
function NoticeToast({ notice, text }: { notice: Notice; text: string }) {
  const type = 'ok' in notice ? 'success' : 'fail'
  return (
    <div className="notices" role="status">
      <div className={`toast ${type} medium notice`} data-toast={type}>
        {text}
      </div>
    </div>
  )
}

/** While the shopper saves data, a line at the top that says so, with a plain form that turns it off and comes back here. */
function DataSaverLine({ here, text, off }: { here: string; text: string; off: string }) {
  return (
    <form className="saver" method="post" action="/m/user/data-saver">
      <span id="saver-on">{text}</span>
      <input type="hidden" name="value" value="off" />
      <input type="hidden" name="back" value={here} />
      <button type="submit" id="saver-off" aria-labelledby="saver-off saver-on">{off}</button>
    </form>
  )
}

/**
 * A link for another market than the shopper's: a line offering the switch (a plain link to the market picker, which
 * comes back to this page), never a change unasked.
 */
const OFFER_LINK = { display: 'inline-flex', alignItems: 'center', minBlockSize: 44, fontWeight: 600 } as const

function MarketOffer({ here, code, t, locale }: { here: string; code: CountryCode; t: Translate; locale: string }) {
  const market = countryName(code, locale)
  const back = new URL(here, 'https://m.invalid')
  back.searchParams.delete(COUNTRY_ID_QUERY)
  return (
    <p className="saver" role="note">
      <span>{t('share.linkMarket', { market })}</span>{' '}
      <a href={`/m/market?set=${code}&back=${encodeURIComponent(back.pathname + back.search)}`} style={OFFER_LINK}>{t('share.switchMarket', { market })}</a>
    </p>
  )
}

function LanguageLink({ here, label }: { here: string; label: string }) {
  return (
    <footer className="foot">
      <a href={`/m/lang?back=${encodeURIComponent(here)}`}>{label}</a>
    </footer>
  )
}

export const renderer = reactRenderer(({ children, c, title, heading, description, back = '/m/', cartCount = null, liveCart = false, brand, styles, chatCount, preSaleNum, nav }) => {
  const vars = (c as unknown as { var: AppEnv['Variables'] }).var
  const { ctx, notice } = vars
  const t = translator(ctx.language)
  const islands: RenderedIslands = { count: 0, still: ctx.dataSaver, names: new Set() }
  const shown = brand ?? brandOf(ctx.variant)
  const url = new URL(c.req.url)
  const seed = appStateSeed(ctx, url, { cartCount, chatCount, preSaleNum })
  const withNav = nav !== undefined && showsBottomNav(ctx.variant)
  return (
    <RenderedIslandsContext.Provider value={islands}>
      <Document ctx={ctx} title={title} description={description ?? t('meta.description', { brand: shown.name })} brand={shown} styles={withNav ? (styles ?? '') + bottomNavStyles : styles}>
        <Header title={heading ?? title} named={heading !== undefined} back={backTypeHref(seed.backType) ?? back} cartCount={cartCount} liveCart={liveCart} language={ctx.language} t={t} />
        <main id="main">
          {ctx.dataSaver ? <DataSaverLine here={url.pathname + url.search} text={t('header.dataSaver')} off={t('header.dataSaverOff')} /> : null}
          {ctx.country.offer ? <MarketOffer here={url.pathname + url.search} code={ctx.country.offer} t={t} locale={htmlLang(ctx.language)} /> : null}
          {notice ? <NoticeToast notice={notice} text={t('ok' in notice ? notice.ok : notice.fail)} /> : null}
          {children as ReactNode}
          <LanguageLink here={url.pathname + url.search} label={t('footer.language', { language: ENDONYMS[textLanguage(ctx.language)] })} />
        </main>
        {withNav ? <BottomNav current={nav === true ? null : nav} cartCount={cartCount} t={t} /> : null}
        <IslandRuntime language={ctx.language} seed={seed} rendered={() => c.set('islands', true)} />
        <script dangerouslySetInnerHTML={{ __html: REGISTER_OFFLINE_PAGES }} />
      </Document>
    </RenderedIslandsContext.Provider>
  )
}, { docType: true })
