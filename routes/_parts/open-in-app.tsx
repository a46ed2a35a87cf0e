import type { PageKit } from '../../worker/render/page-kit'
import { brandOf } from '../../worker/render/brands'

/**
 * `intent://` link that opens `url` in the brand's Android app, or, where it is not installed, the page itself
 * (`S.browser_fallback_url`).
 */
export function intentUrl(url: string, appPackage: string | null): string {
  const { host, pathname, search } = new URL(url)
  const pkg = appPackage ? `package=${appPackage};` : ''
  return `intent://${host}${pathname}${search}#Intent;scheme=https;${pkg}S.browser_fallback_url=${encodeURIComponent(url)};end`
}

/**
 * "Open in the app", for an Android browser outside the apps only (`variant.appPrompt`); "Not now" is a plain link
 * that remembers the choice in a cookie (routes/app-prompt.tsx) and comes back.
 */
export function OpenInApp({ kit, url, back }: { kit: PageKit; url: string; back: string }) {
  if (!kit.ctx.variant.appPrompt) return null
  const brand = brandOf(kit.ctx.variant)
  return (
    <p className="app-prompt">
      <a href={intentUrl(url, brand.appPackage)}>{kit.t('appPrompt.open', { app: brand.name })}</a>
      <a href={`/m/app-prompt?back=${encodeURIComponent(back)}`} rel="nofollow">{kit.t('appPrompt.dismiss')}</a>
    </p>
  )
}
