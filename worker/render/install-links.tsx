import { textLanguage } from '../context/language'
import type { Variant } from '../context/variant'
import type { RequestContext } from '../env'
import { APPLE_ICON, iconPath } from './app-icons'
import { manifestUrl } from './app-manifest'
import type { Brand } from './brands'

/** A page inside one of the apps' web views is the app already: offering to install it again would only confuse. */
export const offersInstall = (variant: Variant) => !variant.inApp && !variant.sister

/**
 * The web app manifest and the home-screen icon, on every page opened in a browser. The H5 site's icon needs no link:
 * Safari asks for `/apple-touch-icon.png` at the root, which worker/index.ts answers (bytes the listing budget lacks).
 */
export function InstallLinks({ ctx, brand }: { ctx: RequestContext; brand: Brand }) {
  // Inside an app the page names the app itself; in a browser the manifest does.
  if (!offersInstall(ctx.variant)) return <meta name="application-name" content={brand.name} />
  return (
    <>
      <link rel="manifest" href={manifestUrl(brand, textLanguage(ctx.language))} />
      {brand.key === 'h5' ? null : <link rel="apple-touch-icon" href={iconPath(brand.key, APPLE_ICON)} />}
    </>
  )
}
