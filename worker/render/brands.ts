import { svgDataUri } from './inline-image'
import type { AppBrand, Variant } from '../context/variant'

export type BrandKey = AppBrand | 'h5' | 'sister'
export type Brand = {
  key: BrandKey
  name: string
  /** Primary and on-primary colours, applied as CSS custom properties. */
  primary: string
  ink: string
  /** Monogram logo as a data URI: no extra request. */
  logo: string
  /** The Android app's package name. */
  appPackage: string
  /** Store page of the app, for browsers. */
  storeUrl: string
  /** The app's bridge scheme: `<scheme>://bridge/openStore` opens the store from inside the app. */
  scheme: string
  /** Its custom properties, built once: `--brand`, `--brand-ink`, `--logo`. */
  css: string
}

/** The brand's letter in its ink on a tile of its colour (the tile fills the whole square: no stray edges). */
function monogram(letter: string, colour: string, ink: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${colour}"/><text x="16" y="23" font-family="Arial,sans-serif" font-size="19" font-weight="700" text-anchor="middle" fill="${ink}">${letter}</text></svg>`
  return svgDataUri(svg)
}

function brand(key: BrandKey, name: string, primary: string, app: string, scheme: string): Brand {
  const ink = '#ffffff'
  const logo = monogram(name[0]!, primary, ink)
  return {
    key, name, primary, ink, logo, scheme, appPackage: app,
    storeUrl: `https://play.google.com/store/apps/details?id=${app}`,
    css: `--brand:${primary};--brand-ink:${ink};--logo:url("${logo}")`,
  }
}

/** Each brand's colour carries white text at 4.5:1 or more (a test checks every brand). */
const first = brand('first', 'Soko Mall', '#c2410c', 'africa.soko.mall', 'sokomall')

/** The three branded apps, the plain H5 site (the first brand's web face) and the sister app. */
export const BRANDS: Record<BrandKey, Brand> = {
  first,
  second: brand('second', 'Matata', '#0b7d56', 'africa.matata.shop', 'matata'),
  third: brand('third', 'Kora', '#1d5fd1', 'africa.kora.shop', 'kora'),
  h5: { ...first, key: 'h5' },
  sister: brand('sister', 'Tome', '#6b2fc9', 'africa.tome.app', 'tome'),
}

/** The brand a request is shown in: the sister app's own, else the app's, else the H5 site's. */
export function brandOf(variant: Variant): Brand {
  if (variant.sister) return BRANDS.sister
  return BRANDS[variant.brand ?? 'h5']
}
