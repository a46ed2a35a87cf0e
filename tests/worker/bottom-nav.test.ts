import { describe, expect, it } from 'vitest'
import { send } from './helpers'
import { select, selectAll } from './html'
import { call, createBuyers } from './mall.helpers'
import { scriptsBesidesRegistration } from '../scripts'

const NIGERIA = 'countryId=7; countryCode=NG'

async function html(path: string, { cookie = NIGERIA, agent }: { cookie?: string; agent?: string } = {}) {
  const response = await send(path, { headers: { cookie, ...(agent ? { 'user-agent': agent } : {}) } })
  expect(response.status, path).toBe(200)
  return response.text()
}

const tabs = (page: string) => selectAll(page, 'nav.tabbar a')

/** Home, the categories, a category, a search, the cart: the main pages a shopper moves between. */
const MAIN_PAGES: [string, string | null][] = [
  ['/m/', '/m/'],
  ['/m/categories', '/m/categories'],
  ['/m/category?id=1', null],
  ['/m/search?q=phone', null],
  ['/m/cart', '/m/cart'],
  ['/m/user', '/m/user'],
]

describe('the bottom navigation bar', () => {
  it.each(MAIN_PAGES)('%s carries Home, Categories, Cart and Me, its own item marked', async (path, current) => {
    const [buyer] = await createBuyers(1)
    const page = await html(path, { cookie: `${NIGERIA}; key=${buyer!.token}` })
    const items = await tabs(page)
    expect(items.map((item) => item.attrs.href)).toEqual(['/m/', '/m/categories', '/m/cart', '/m/user'])
    expect(items.map((item) => item.text.trim())).toEqual(['Home', 'Categories', 'Cart', 'Me'])
    expect(items.filter((item) => item.attrs['aria-current'] === 'page').map((item) => item.attrs.href)).toEqual(current ? [current] : [])
    expect((await select(page, 'nav.tabbar'))!.attrs['aria-label']).toBe('Main menu')
    // Room at the foot of the page for the bar, and no script came with it.
    expect(page).toContain('--dock:calc(57px')
    if (path === '/m/categories' || path === '/m/cart') expect(scriptsBesidesRegistration(page)).toEqual([])
  })

  it('says in the page how many items the cart holds, with no script', async () => {
    const [buyer] = await createBuyers(1)
    const added = await call('/api/cart/product', { method: 'POST', token: buyer!.token, json: { productId: 701, quantity: 3 } })
    expect(added.status).toBe(200)
    for (const path of ['/m/categories', '/m/cart']) {
      const page = await html(path, { cookie: `${NIGERIA}; key=${buyer!.token}` })
      const cart = (await select(page, 'nav.tabbar a[data-tab="cart"]'))!
      expect((await select(page, 'nav.tabbar a[data-tab="cart"] .tb'))!.text).toBe('3')
      expect(cart.text).toContain('Items in cart: 3')
      expect(scriptsBesidesRegistration(page)).toEqual([])
    }
    // A guest's bar shows no count.
    expect(await select(await html('/m/categories'), 'nav.tabbar .tb')).toBeUndefined()
  })

  it('speaks the shopper\'s language, and Arabic pages are right to left', async () => {
    const page = await html('/m/categories', { cookie: `${NIGERIA}; jde-lang=ar` })
    expect(page).toContain('dir="rtl"')
    expect((await tabs(page)).map((item) => item.text.trim())).toEqual(['الرئيسية', 'الفئات', 'السلة', 'حسابي'])
    const french = await html('/m/', { cookie: `${NIGERIA}; jde-lang=fr-FR` })
    expect((await tabs(french)).map((item) => item.text.trim())).toEqual(['Accueil', 'Catégories', 'Panier', 'Moi'])
  })

  it.each([
    ['the Android app', 'Mozilla/5.0 (Linux; Android 14) MallApp/1024'],
    ['the Flutter app', 'Mozilla/5.0 (Linux; Android 14) MallFlutter/20000001'],
    ['the second brand\'s app', 'Mozilla/5.0 MallApp/10000001'],
    ['the sister app', 'Mozilla/5.0 (Linux; Android 14) TomeApp/2.1'],
  ])('is left out inside %s, which has its own', async (_, agent) => {
    for (const [path] of MAIN_PAGES.filter(([path]) => path !== '/m/cart')) {
      const page = await html(path, { agent })
      expect(await tabs(page), path).toEqual([])
      expect(page).not.toContain('--dock:calc(57px')
    }
  })

  it('is left out in the sister app\'s environment named by its cookie, and with the app code cookie', async () => {
    for (const cookie of [`${NIGERIA}; app_identity=2`, `${NIGERIA}; app_code=1024`]) {
      expect(await tabs(await html('/m/categories', { cookie }))).toEqual([])
    }
  })

  it('is not on the product page, which has its own buy bar at the foot of the screen', async () => {
    const page = await html('/m/product/info?id=701')
    expect(await tabs(page)).toEqual([])
    expect(await select(page, 'form.buy')).toBeDefined()
  })

  it('is not on pages off the main paths (an order, the login)', async () => {
    expect(await tabs(await html('/m/login/login'))).toEqual([])
    expect(await tabs(await html('/m/tmpl/about'))).toEqual([])
  })
})

describe('the categories page', () => {
  it('lists every category of the market, each leading to its listing, for guests too', async () => {
    const page = await html('/m/categories')
    const links = await selectAll(page, 'ul.catlist a')
    expect(links.map((link) => link.attrs.href)).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((id) => `/m/category?id=${id}`))
    expect(links.map((link) => link.text.replace('›', '').trim())).toContain('Home & kitchen')
    expect((await select(page, 'h1'))!.text).toBe('Categories')
    for (const link of links) expect((await html(link.attrs.href!)).length).toBeGreaterThan(500)
  })

  it('fits in 8 KB gzip with no script, in English, Arabic and Burmese, as a guest and with a cart', async () => {
    const [buyer] = await createBuyers(1)
    await call('/api/cart/product', { method: 'POST', token: buyer!.token, json: { productId: 701, quantity: 1 } })
    for (const language of ['en-US', 'ar', 'my']) {
      for (const key of ['', `; key=${buyer!.token}`]) {
        const page = await html('/m/categories', { cookie: `${NIGERIA}; jde-lang=${language}${key}` })
        const stream = new Blob([page]).stream().pipeThrough(new CompressionStream('gzip'))
        const bytes = (await new Response(stream).arrayBuffer()).byteLength
        expect(bytes, language).toBeLessThanOrEqual(8 * 1024)
        expect(scriptsBesidesRegistration(page)).toEqual([])
      }
    }
  })

  it('names the categories in the shopper\'s language', async () => {
    const page = await html('/m/categories', { cookie: `${NIGERIA}; jde-lang=sw` })
    expect((await select(page, 'h1'))!.text).toBe('Aina za bidhaa')
    expect((await selectAll(page, 'ul.catlist a .cn')).map((name) => name.text)).not.toContain('Home & kitchen')
  })
})
