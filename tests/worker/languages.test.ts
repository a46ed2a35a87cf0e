import { describe, expect, it } from 'vitest'
import { INTERFACE_LANGUAGES } from '../../locales/languages'
import { htmlLang } from '../../worker/context/language'
import { dictionaries, type Tree } from '../locale-files'
import { send, tokenFor } from './helpers'

const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)))
const ALL_KEYS = keys(dictionaries['en-US'] as Tree)

/** Every screen a shopper can open with a GET, with the status it answers. */
const ROUTES: [string, number][] = [
  ['/m/', 200],
  ['/m/index', 200],
  ['/m/404', 404],
  ['/m/maintenance', 200],
  ['/m/lang?back=%2Fm%2F', 200],
  ['/m/login/login', 200],
  ['/m/activity/sale', 200],
  ['/m/activity/updateApp', 200],
  ['/m/tmpl/about', 200],
  ['/m/tmpl/document', 200],
  ['/m/tmpl/tome_about', 200],
  ['/m/tmpl/tome_agreement', 200],
  ['/m/matata/matataAgreement', 200],
  ['/m/member/add', 200],
  ['/m/category?id=1', 200],
  ['/m/category?id=6&sort=priceAsc', 200],
  ['/m/category?id=999', 404],
  ['/m/search', 200],
  ['/m/search?q=phone', 200],
  ['/m/search?q=zzzz', 200],
  ['/m/product/info?id=701', 200],
  ['/m/product/info?id=750', 200],
  ['/m/product/info?id=301', 404],
  ['/m/market?back=%2Fm%2F', 200],
  ['/m/cart', 200],
  ['/m/order/confirm', 200],
  ['/m/order/list', 200],
  ['/m/order/details?id=999999999', 404],
  ['/m/order/package?id=999999999', 404],
  ['/m/admin/orders', 403],
  ['/m/activity/pre-sale', 200],
  ['/m/wallet/reward', 200],
]

/** The text a reader sees: markup, island props and inline CSS removed. */
function visibleText(html: string): string {
  return html
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g, ' ')
    .replace(/\sdata-props="[^"]*"/g, ' ')
    .replace(/<[^>]+>/g, ' ')
}

describe.each(INTERFACE_LANGUAGES)('in %s', (language) => {
  it.each(ROUTES)('%s renders with the right lang and dir and no raw keys or placeholders', async (path, status) => {
    const token = await tokenFor('amina')
    const response = await send(path, { headers: { cookie: `jde-lang=${language}; countryId=7; key=${token}` } })
    expect(response.status).toBe(status)
    const html = await response.text()
    expect(html).toContain(`<html lang="${htmlLang(language)}" dir="${language === 'ar' ? 'rtl' : 'ltr'}"`)
    const text = visibleText(html)
    expect(text).not.toMatch(/\{\{|\}\}/)
    const raw = ALL_KEYS.filter((key) => text.includes(key))
    expect(raw).toEqual([])
    expect(/<title>([^<]+)<\/title>/.exec(html)?.[1]?.trim()).toBeTruthy()
  })
})

describe('translations are real', () => {
  it.each(INTERFACE_LANGUAGES.filter((l) => l !== 'en-US'))('%s is not an English copy', (language) => {
    const flat = (tree: Tree, prefix = ''): [string, string][] =>
      Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : flat(v, `${prefix}${k}.`)))
    const english = new Map(flat(dictionaries['en-US'] as Tree))
    const same = flat(dictionaries[language] as Tree).filter(([key, text]) => english.get(key) === text)
    expect(same.length / english.size).toBeLessThan(0.1)
  })

  it('pages read in the chosen language', async () => {
    const titles = await Promise.all(
      INTERFACE_LANGUAGES.map(async (language) => {
        const html = await (await send('/m/activity/sale', { headers: { cookie: `jde-lang=${language}` } })).text()
        return /<title>([^<]+)<\/title>/.exec(html)![1]
      }),
    )
    expect(new Set(titles.filter((_, i) => INTERFACE_LANGUAGES[i] !== 'kt' && INTERFACE_LANGUAGES[i] !== 'fr-FR')).size).toBe(7)
  })
})
