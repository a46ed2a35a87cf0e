import type { SharedPage } from '../context/shared-page'

/**
 * Path prefixes under /m kept from crawlers: personal pages (cart, orders, Me, wallet, admin, retailer and rebate
 * screens, IMEI, coupons of one's own), forms (log in, member entry), the switches that only set a cookie, the
 * developers' pages and the islands' API. `/m/index` is the signed-in twin of home.
 */
export const DISALLOWED = [
  '/m/cart', '/m/order', '/m/user', '/m/wallet', '/m/admin', '/m/rebate', '/m/incentive', '/m/imei', '/m/coupon/mine',
  '/m/member', '/m/login', '/m/lang', '/m/market', '/m/dev', '/m/api/', '/m/index', '/api/',
] as const

/**
 * `robots.txt` (served at `/robots.txt` and `/m/robots.txt`): the shop is open; the prefixes above are not, except
 * the shared pages inside them (the rebate rules under /m/incentive), allowed by a longer rule, which wins.
 */
export function robotsTxt(origin: string, pages: ReadonlyMap<string, SharedPage>): string {
  const allowedInside = [...pages.keys()].filter((path) => DISALLOWED.some((prefix) => path.startsWith(prefix)))
  return [
    'User-agent: *',
    'Allow: /m/',
    ...DISALLOWED.map((prefix) => `Disallow: ${prefix}`),
    ...allowedInside.map((path) => `Allow: ${path}$`),
    '',
    `Sitemap: ${origin}/m/sitemap.xml`,
    '',
  ].join('\n')
}
