import { Hono } from 'hono'
import { loadMessages, translator } from '../locales'
import { resolveLanguage, textLanguage } from './context/language'
import type { AppEnv } from './env'
import { appManifest } from './render/app-manifest'
import { BRANDS, type BrandKey } from './render/brands'

/** Changes only with a deploy; a day old is fine, and a browser checks again in the background. */
const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800'

const brandOf = (key: string | undefined) => (key && Object.hasOwn(BRANDS, key) ? BRANDS[key as BrandKey] : BRANDS.h5)

/**
 * GET /m/app.webmanifest?lang=…&brand=…: the web app manifest of a brand in a language, for everyone alike (no
 * cookie is read: the query says all it varies by). A missing or unknown value gets the H5 site and English.
 */
export const appManifestRoute = new Hono<AppEnv>().get('/', async (c) => {
  const language = textLanguage(resolveLanguage(c.req.query('lang')))
  await loadMessages(language)
  const manifest = appManifest(brandOf(c.req.query('brand')), language, translator(language))
  return c.body(JSON.stringify(manifest), 200, { 'content-type': 'application/manifest+json; charset=utf-8', 'cache-control': CACHE_CONTROL })
})
