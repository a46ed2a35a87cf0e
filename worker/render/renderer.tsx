import { reactRenderer } from '@hono/react-renderer'
import { useContext, type ReactNode } from 'react'
import { pick, translator } from '../../locales'
import type { AppEnv } from '../env'
import { Document } from './document'
import { Header } from './header'
import { Island, IslandRegistryContext, type IslandRegistry } from './island'
import type { Notice } from './notice'
import { brandOf, type Brand } from './brands'
import { ENDONYMS } from '../../locales/languages'
import { textLanguage } from '../context/language'

declare module '@hono/react-renderer' {
  interface Props {
    title: string
    /** Back link target (a same-origin /m path); null hides it. */
    back?: string | null
    cartCount?: number | null
    /** The cart count changes on this page without a load: the badge becomes an island. */
    liveCart?: boolean
    notice?: Notice | null
    /** A page about a particular app (the sister app's pages) shows that app's brand. */
    brand?: Brand
  }
}

/** Stable entry name, set by vite.config.ts: the build emits `m/client.js`; the dev server serves the source. */
export const CLIENT_ENTRY: string = import.meta.env.CLIENT_ENTRY ?? '/m/client.js'

const TOAST_KEYS = [
  'toast.success', 'toast.fail', 'toast.info', 'toast.warning', 'toast.tips',
  'error.network', 'error.timeout', 'error.server', 'error.unauthorized',
] as const

/** After the page body: the toast host and the one module script, only when the page rendered an island. */
function IslandRuntime({ language, nonce }: { language: string; nonce: string | undefined }) {
  const registry = useContext(IslandRegistryContext)
  if (registry.count === 0) return null
  return (
    <>
      <Island name="toasts" when="idle" props={{ texts: pick(language, TOAST_KEYS) }} />
      <script type="module" src={CLIENT_ENTRY} nonce={nonce} />
    </>
  )
}

function NoticeToast({ notice, text }: { notice: Notice; text: string }) {
  return (
    <div className="toasts" role="status">
      <div className={`toast ${notice.type} medium notice`} data-toast={notice.type}>
        {text}
      </div>
    </div>
  )
}

/** This page's path and query without a one-off notice, to come back to after choosing a language. */
function currentPath(url: string): string {
  const u = new URL(url)
  u.searchParams.delete('notice')
  return u.pathname + u.search
}

function LanguageLink({ here, label }: { here: string; label: string }) {
  return (
    <footer className="foot">
      <a href={`/m/lang?back=${encodeURIComponent(here)}`}>{label}</a>
    </footer>
  )
}

export const renderer = reactRenderer(({ children, c, title, back = '/m/', cartCount = null, liveCart = false, notice = null, brand }) => {
  const ctx = (c as unknown as { var: AppEnv['Variables'] }).var.ctx
  const nonce = (c as unknown as { var: AppEnv['Variables'] }).var.secureHeadersNonce
  const t = translator(ctx.language)
  const registry: IslandRegistry = { count: 0 }
  return (
    <IslandRegistryContext.Provider value={registry}>
      <Document ctx={ctx} title={title} brand={brand ?? brandOf(ctx.variant)}>
        <Header title={title} back={back} cartCount={cartCount} liveCart={liveCart} language={ctx.language} t={t} />
        <main className="scroll" id="main">
          {children as ReactNode}
          <LanguageLink here={currentPath(c.req.url)} label={t('footer.language', { language: ENDONYMS[textLanguage(ctx.language)] })} />
        </main>
        {notice ? <NoticeToast notice={notice} text={t(notice.key)} /> : null}
        <IslandRuntime language={ctx.language} nonce={nonce} />
      </Document>
    </IslandRegistryContext.Provider>
  )
}, { docType: true })
