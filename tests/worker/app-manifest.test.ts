/**
 * The web app manifest (/m/app.webmanifest?lang=…&brand=…): per brand and language, cacheable by its URL alone,
 * a safe default for any other query; pages link it in a browser and never inside the apps' web views.
 */
import { describe, expect, it } from 'vitest'
import { loadMessages, translator } from '../../locales'
import { INTERFACE_LANGUAGES } from '../../locales/languages'
import { BRANDS, type BrandKey } from '../../worker/render/brands'
import { send } from './helpers'
import { select, selectAll } from './html'

type Manifest = Record<string, unknown> & { icons: { src: string; sizes: string; type: string; purpose: string }[] }

async function manifest(query: string, init: RequestInit = {}, overrides = {}) {
  const response = await send(`/m/app.webmanifest${query}`, init, overrides)
  return { response, body: (await response.json()) as Manifest }
}

const BCP47: Record<string, string> = { kt: 'fr-CI' }

describe('the web app manifest', () => {
  it.each(Object.keys(BRANDS) as BrandKey[])('names brand %s, its colours, its icons, start and scope', async (key) => {
    const brand = BRANDS[key]
    const { response, body } = await manifest(`?lang=en-US&brand=${key}`)
    expect(response.status).toBe(200)
    expect(body).toMatchObject({
      name: brand.name, short_name: brand.name, start_url: '/m/?source=pwa', scope: '/m/', display: 'standalone',
      theme_color: brand.primary, background_color: brand.primary, lang: 'en-US', dir: 'ltr',
    })
    expect(body.id).toBe(key === 'h5' ? '/m/' : `/m/?app=${key}`)
    expect(body.icons).toEqual([
      { src: `/m/icons/${key}-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: `/m/icons/${key}-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: `/m/icons/${key}-maskable-512.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ])
  })

  it('gives every brand an id of its own', async () => {
    const ids = await Promise.all(Object.keys(BRANDS).map(async (key) => (await manifest(`?lang=en-US&brand=${key}`)).body.id))
    expect(new Set(ids).size).toBe(Object.keys(BRANDS).length)
  })

  it.each(INTERFACE_LANGUAGES)('speaks %s: its description, lang and direction', async (language) => {
    await loadMessages(language)
    const { body } = await manifest(`?lang=${language}&brand=h5`)
    expect(body.description).toBe(translator(language)('meta.description', { brand: 'Soko Mall' }))
    expect(body.description).toContain('Soko Mall')
    if (language !== 'en-US') expect(body.description).not.toBe(translator('en-US')('meta.description', { brand: 'Soko Mall' }))
    expect(body.lang).toBe(BCP47[language] ?? language)
    expect(body.dir).toBe(language === 'ar' ? 'rtl' : 'ltr')
  })

  it('is a manifest a browser and any cache may keep by its URL alone', async () => {
    const { response } = await manifest('?lang=ar&brand=h5', { headers: { cookie: 'jde-lang=fr-FR; app_code=12' } })
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json\b/)
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d{4,}/)
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(response.headers.get('vary') ?? '').not.toMatch(/cookie|user-agent/i)
  })

  it('reads no cookie: the language comes from the URL only', async () => {
    const { body } = await manifest('?brand=h5', { headers: { cookie: 'jde-lang=ar' } })
    expect(body).toMatchObject({ lang: 'en-US', dir: 'ltr' })
  })

  it.each([
    ['no query', ''],
    ['an unknown language and brand', '?lang=xx-YY&brand=acme'],
    ['a broken escape', '?lang=%E0%A4%A&brand=%ZZ'],
    ['inherited names', '?lang=constructor&brand=__proto__'],
    ['an object key', '?brand=toString&lang=hasOwnProperty'],
    ['markup', '?lang=%3Cscript%3E&brand=%22%3E%3Cimg'],
    ['repeated and empty values', '?lang=&lang=ar&brand=&brand=second'],
    ['a huge value', `?lang=${'a'.repeat(5000)}&brand=${'b'.repeat(5000)}`],
  ])('answers %s with the H5 site in English, never an error', async (_, query) => {
    const { response, body } = await manifest(query)
    expect(response.status).toBe(200)
    expect(body).toMatchObject({ name: BRANDS.h5.name, theme_color: BRANDS.h5.primary, lang: 'en-US', dir: 'ltr', id: '/m/' })
  })

  it('is still served while the site is under maintenance', async () => {
    const { response, body } = await manifest('?lang=en-US&brand=h5', {}, { MAINTENANCE: 'on' })
    expect(response.status).toBe(200)
    expect(body.name).toBe(BRANDS.h5.name)
  })
})

describe('pages and the manifest', () => {
  it('link the manifest of the page\'s language and brand, and the home-screen icon, in a browser', async () => {
    const html = await (await send('/m/', { headers: { cookie: 'jde-lang=ar; countryId=7' } })).text()
    const link = await select(html, 'head link[rel="manifest"]')
    expect(link?.attrs.href).toBe('/m/app.webmanifest?lang=ar')
    // The H5 site's home-screen icon is Safari's default address, /apple-touch-icon.png: no link on every page.
    expect(await select(html, 'head link[rel="apple-touch-icon"]')).toBeUndefined()
    const linked = await manifest(link!.attrs.href!.replace('/m/app.webmanifest', ''))
    expect(linked.body).toMatchObject({ lang: 'ar', dir: 'rtl' })
  })

  it.each([
    ['the first brand\'s Android app', { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) MallApp/1024' }],
    ['the second brand\'s app', { 'user-agent': 'Mozilla/5.0 MallApp/10000001' }],
    ['the third brand\'s Flutter app', { 'user-agent': 'Mozilla/5.0 MallFlutter/20000001' }],
    ['the sister app', { 'user-agent': 'Mozilla/5.0 TomeApp/1.0' }],
    ['an app known by its cookie', { cookie: 'app_code=12' }],
  ] as [string, Record<string, string>][])('are not offered for install inside %s', async (_, headers) => {
    for (const path of ['/m/', '/m/login/login', '/m/404']) {
      const html = await (await send(path, { headers: { ...headers, cookie: `countryId=7; ${headers.cookie ?? ''}` } })).text()
      expect(html).toContain('<head>')
      expect(await selectAll(html, 'link[rel="manifest"], link[rel="apple-touch-icon"]')).toEqual([])
    }
  })
})
