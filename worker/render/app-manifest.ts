import { htmlLang, isRightToLeft, type InterfaceLanguage } from '../context/language'
import type { Translate } from '../../locales'
import { APP_ICONS, iconPath } from './app-icons'
import type { Brand } from './brands'

export const MANIFEST_PATH = '/m/app.webmanifest'

/** The manifest of a brand in a language: the URL carries both, so each caches apart. */
export const manifestUrl = (brand: Brand, language: InterfaceLanguage) =>
  `${MANIFEST_PATH}?lang=${encodeURIComponent(language)}${brand.key === 'h5' ? '' : `&brand=${brand.key}`}`

/** The H5 site is the app `/m/`; a branded build of it, installed from a browser, is an app of its own. */
const appId = (brand: Brand) => (brand.key === 'h5' ? '/m/' : `/m/?app=${brand.key}`)

/** The web app manifest: what a browser needs to install the site as an app of the brand, in `language`. */
export function appManifest(brand: Brand, language: InterfaceLanguage, t: Translate) {
  return {
    id: appId(brand),
    name: brand.name,
    short_name: brand.name,
    description: t('meta.description', { brand: brand.name }),
    lang: htmlLang(language),
    dir: isRightToLeft(language) ? 'rtl' : 'ltr',
    start_url: '/m/?source=pwa',
    scope: '/m/',
    display: 'standalone',
    theme_color: brand.primary,
    background_color: brand.primary,
    icons: APP_ICONS.filter((icon) => icon.purpose !== 'apple').map((icon) => ({
      src: iconPath(brand.key, icon),
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  }
}
