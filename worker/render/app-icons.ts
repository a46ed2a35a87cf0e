import { BRANDS, type Brand, type BrandKey } from './brands'

/**
 * The installed app's icons, rendered from the brand's logo when the site is built (`emit-app-icons.ts`):
 * `any` is the logo as it is; `maskable` and `apple` fill the whole square with the brand's colour (a launcher cuts
 * its own shape; iOS paints transparent corners black) and keep the letter inside the central circle of 40% radius
 * that every mask leaves visible.
 */
export type AppIcon = { name: string; size: number; purpose: 'any' | 'maskable' | 'apple'; logoShare: number }

export const APP_ICONS: readonly AppIcon[] = [
  { name: '192', size: 192, purpose: 'any', logoShare: 1 },
  { name: '512', size: 512, purpose: 'any', logoShare: 1 },
  { name: 'maskable-512', size: 512, purpose: 'maskable', logoShare: 0.6 },
  { name: 'apple-180', size: 180, purpose: 'apple', logoShare: 0.75 },
]

export const iconPath = (brand: BrandKey, icon: AppIcon) => `/m/icons/${brand}-${icon.name}.png`

export const APPLE_ICON = APP_ICONS.find((icon) => icon.purpose === 'apple')!

/** The brand's logo back from its data URI. */
export const logoSvg = (brand: Brand) => decodeURIComponent(brand.logo.slice(brand.logo.indexOf(',') + 1))

/** What is drawn for `icon`: the logo at `size` pixels, on a full square of the brand's colour when padded. */
export function iconSvg(brand: Brand, icon: AppIcon): string {
  const { size, logoShare } = icon
  const inner = Math.round(size * logoShare)
  const offset = (size - inner) / 2
  const logo = logoSvg(brand).replace(/^<svg /, `<svg x="${offset}" y="${offset}" width="${inner}" height="${inner}" `)
  const ground = logoShare < 1 ? `<rect width="${size}" height="${size}" fill="${brand.primary}"/>` : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${ground}${logo}</svg>`
}

export const ICON_BRANDS = Object.values(BRANDS)
