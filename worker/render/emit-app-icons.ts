import { Resvg } from '@resvg/resvg-js'
import type { Plugin } from 'vite'
import { APP_ICONS, ICON_BRANDS, iconPath, iconSvg, type AppIcon } from './app-icons'
import type { Brand } from './brands'

/** Pixels of the brand's ink in a rendered icon: none means the renderer found no font for the letter. */
function inkPixels(rgba: Uint8Array, ink: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(ink.slice(at, at + 2), 16))
  let count = 0
  for (let at = 0; at < rgba.length; at += 4) if (rgba[at] === r && rgba[at + 1] === g && rgba[at + 2] === b && rgba[at + 3] === 255) count++
  return count
}

/** One icon as PNG bytes, drawn by resvg with the machine's fonts (the logo's letter is text). */
export function renderIcon(brand: Brand, icon: AppIcon): Uint8Array {
  const image = new Resvg(iconSvg(brand, icon), { font: { loadSystemFonts: true, sansSerifFamily: 'Liberation Sans' } }).render()
  if (image.width !== icon.size || image.height !== icon.size) throw new Error(`${iconPath(brand.key, icon)} came out ${image.width}×${image.height}`)
  if (inkPixels(image.pixels, brand.ink) === 0) throw new Error(`${iconPath(brand.key, icon)} has no letter: no sans-serif font was found to draw it`)
  return image.asPng()
}

const ICON_URL = /^\/m\/icons\/([a-z0-9]+)-([a-z0-9-]+)\.png$/

/**
 * The installed app's icons of every brand as static assets of the client build (`m/icons/<brand>-<name>.png`), and
 * the same PNGs from the dev server.
 */
export function emitAppIcons(): Plugin {
  const all = () => ICON_BRANDS.flatMap((brand) => APP_ICONS.map((icon) => ({ brand, icon, path: iconPath(brand.key, icon) })))
  return {
    name: 'emit-app-icons',
    generateBundle() {
      if (this.environment.name !== 'client') return
      for (const { brand, icon, path } of all()) this.emitFile({ type: 'asset', fileName: path.slice(1), source: renderIcon(brand, icon) })
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '').split('?')[0]!
        const found = ICON_URL.test(path) ? all().find((entry) => entry.path === path) : undefined
        if (!found) return next()
        response.setHeader('content-type', 'image/png')
        response.end(renderIcon(found.brand, found.icon))
      })
    },
  }
}
