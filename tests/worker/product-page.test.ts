import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { COUNTRY_CODES, type CountryInfo } from '../../contract'
import { envelope, PROVIDER, recordingUpstream, send } from './helpers'
import { call, contractData, login, NG } from './mall.helpers'
import { createProduct, place, shoppers } from './orders.helpers'

const db = env.DB
const cookieOf = (countryId: number, language = 'en-US') => `countryId=${countryId}; jde-lang=${language}`
const html = async (path: string, cookie = cookieOf(NG)) => (await send(path, { headers: { cookie } })).text()
const productAnswer = async (id: number, countryId = NG) =>
  contractData('product', await call(`/api/catalog/product?id=${id}`, { headers: { country_id: String(countryId) } }))
const countryInfo = async (countryId: number): Promise<CountryInfo> =>
  contractData('countryInfo', await call(`/api/user/countryOperation/info?id=${countryId}`))
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A product sold by a shop of its own, with the returns policy given. */
async function productOfSeller({ returnDays, free }: { returnDays: number; free: boolean }) {
  const seller = await db
    .prepare('INSERT INTO sellers (country_id, name, return_days, free_returns) VALUES (?, ?, ?, ?) RETURNING id')
    .bind(NG, `Shop ${crypto.randomUUID().slice(0, 8)}`, returnDays, free ? 1 : 0)
    .first<{ id: number }>()
  const id = await createProduct({ stock: 5 })
  await db.prepare('UPDATE products SET category_id = 2, seller_id = ?, rating = 43, rating_count = 1 WHERE id = ?').bind(seller!.id, id).run()
  return id
}

describe('the product page tells who sells it, when it comes, whether it can go back and how it is rated', () => {
  it('the mall answers the seller and the returns policy of the product\'s shop with its ratings', async () => {
    const row = await db
      .prepare('SELECT p.rating, p.rating_count, s.id, s.name, s.return_days, s.free_returns FROM products p JOIN sellers s ON s.id = p.seller_id WHERE p.id = 701')
      .first<{ rating: number; rating_count: number; id: number; name: string; return_days: number; free_returns: number }>()
    expect(row).toMatchObject({ id: 71, name: 'Lekki Phone Hub', return_days: 7, free_returns: 1 })
    const product = await productAnswer(701)
    expect(product.seller).toEqual({ id: 71, name: 'Lekki Phone Hub' })
    expect(product.returns).toEqual({ days: 7, free: true })
    expect(product).toMatchObject({ rating: row!.rating / 10, ratingCount: row!.rating_count })
    // A shop of home goods in the same market, whose buyers pay the way back.
    const home = await db.prepare('SELECT id FROM products WHERE country_id = ? AND category_id = 6 LIMIT 1').bind(NG).first<{ id: number }>()
    expect(await productAnswer(home!.id)).toMatchObject({ seller: { id: 73, name: 'Balogun Home & Style' }, returns: { days: 7, free: false } })
  })

  it('shows the seller, delivery days to the market with the fee and free delivery, the returns line and "4.5 ★ (N ratings)"', async () => {
    const product = await productAnswer(701)
    const days = await db.prepare('SELECT MIN(days_min) AS min, MAX(days_max) AS max FROM regions WHERE country_id = ?').bind(NG).first<{ min: number; max: number }>()
    const page = await html('/m/product/info?id=701')
    const facts = /<ul class="facts">([\s\S]*?)<\/ul>/.exec(page)![1]!
    expect(facts).toContain('<li>Sold by <bdi><b dir="auto">Lekki Phone Hub</b></bdi></li>')
    expect(facts).toContain(`Delivery in <bdi dir="ltr">${days!.min}–${days!.max}</bdi> days to <bdi>Nigeria</bdi>`)
    expect(facts).toContain('Delivery from <bdi dir="ltr">₦1,500</bdi>')
    expect(facts).toContain('<li class="ok">Free delivery on orders of <bdi><span dir="ltr">₦50,000</span></bdi> or more</li>')
    expect(facts).toContain('<li>Free returns within <bdi dir="ltr">7</bdi> days</li>')
    const count = product.ratingCount.toLocaleString('en-US')
    expect(page).toContain(
      `<p class="rates"><b dir="ltr">${product.rating.toFixed(1)}</b> <span class="star" aria-hidden="true">★</span><span class="sr-only"> out of 5 stars</span> <a class="muted" href="/m/product/reviews?id=701">(<bdi dir="ltr">${count}</bdi> ratings)</a></p>`,
    )
  })

  it('says a shop\'s paid returns, no returns, one rating and no ratings from the data, not from the page', async () => {
    const paid = await productOfSeller({ returnDays: 14, free: false })
    const paidPage = await html(`/m/product/info?id=${paid}`)
    expect(paidPage).toContain('<li>Returns within <bdi dir="ltr">14</bdi> days, return delivery at your cost</li>')
    expect(paidPage).toContain(`<a class="muted" href="/m/product/reviews?id=${paid}">(<bdi dir="ltr">1</bdi> rating)</a>`)
    const none = await productOfSeller({ returnDays: 0, free: false })
    await db.prepare('UPDATE products SET rating = 0, rating_count = 0 WHERE id = ?').bind(none).run()
    const nonePage = await html(`/m/product/info?id=${none}`)
    expect(nonePage).toContain('<li>This item cannot be returned</li>')
    expect(nonePage).toContain('<p class="rates muted">No ratings yet</p>')
    expect(nonePage).not.toContain('★')
  })

  it('shows a provider\'s product that names no seller or returns policy, without those lines', async () => {
    const { seller, returns, ...product } = await productAnswer(701)
    expect([seller, returns]).not.toContain(null)
    const info = await countryInfo(NG)
    const { remote } = recordingUpstream((request) => {
      const path = new URL(request.url).pathname
      if (path === '/api/user/countryOperation/info') return envelope(info)
      if (path === '/api/catalog/product') return envelope(product)
      return envelope({ offer: null })
    })
    const response = await send('/m/product/info?id=701', { headers: { cookie: cookieOf(NG) } }, PROVIDER, remote)
    expect(response.status).toBe(200)
    const page = await response.text()
    expect(page).toContain('<span class="price" dir="ltr">₦189,999</span>')
    expect(page).not.toContain('Sold by')
    expect(page).not.toContain('returns')
    expect(page).toContain('days to <bdi>Nigeria</bdi>')
  })

  it('reads in Arabic with the numbers left to right', async () => {
    const page = await html('/m/product/info?id=701', cookieOf(NG, 'ar'))
    expect(page).toContain('<li>البائع: <bdi><b dir="auto">Lekki Phone Hub</b></bdi></li>')
    expect(page).toMatch(/<li>التوصيل إلى <bdi>نيجيريا<\/bdi>، المدة بالأيام: <bdi dir="ltr">\d+–\d+<\/bdi>/)
    expect(page).toContain('<li>إرجاع مجاني، المهلة بالأيام: <bdi dir="ltr">7</bdi></li>')
    expect(page).toMatch(/<p class="rates"><b dir="ltr">\d\.\d<\/b> <span class="star" aria-hidden="true">★<\/span><span class="sr-only"> من 5 نجوم<\/span>/)
  })
})

/** Each market's printed precision: shops in Nigeria, Uganda, Tanzania, Côte d'Ivoire and Algeria print whole amounts. */
const PRINTED: Record<string, number> = { IN: 2, UG: 0, GH: 2, KT: 0, DZ: 0, TZ: 0, NG: 0 }

describe('prices as each market\'s shops write them', () => {
  it('the country info gives NG, UG, TZ, KT and DZ no decimals, IN and GH two; a stored price keeps its value', async () => {
    const infos = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(countryInfo))
    expect(Object.fromEntries(infos.map((info) => [info.countryCode, info.currencyScale]))).toEqual(PRINTED)
    // Naira are still stored in kobo: ₦189,999 is 18,999,900 kobo, answered as 189,999.
    expect(await db.prepare('SELECT price_minor FROM products WHERE id = 701').first('price_minor')).toBe(18_999_900)
    expect((await productAnswer(701)).price).toBe(189_999)
    expect((await productAnswer(101, 1)).price).toBe(11_999)
  })

  it('NG shows no ".00" and IN still shows two decimals', async () => {
    const naira = await html('/m/product/info?id=701')
    expect(naira).toContain('<span class="price" dir="ltr">₦189,999</span>')
    expect(naira).not.toMatch(/₦[\d,]+\.\d/)
    const rupees = await html('/m/product/info?id=101', cookieOf(1))
    expect(rupees).toContain('<span class="price" dir="ltr">₹11,999.00</span>')
  })

  it.each(COUNTRY_CODES.map((code) => [code, COUNTRY_CODES.indexOf(code) + 1] as const))(
    '%s: every amount on the product page, a category and the search follows the country info',
    async (code, countryId) => {
      const info = await countryInfo(countryId)
      expect(info.countryCode).toBe(code)
      const digits = `[\\d${escape(info.digitGroupingSymbol)}]+(${escape(info.decimalPointCharacter)}\\d+)?`
      const symbol = escape(info.currencySymbol)
      const spacing = escape(info.currencySymbolSpacing)
      const amount = new RegExp(info.currencySymbolPosition === 'after' ? `${digits}${spacing}${symbol}` : `${symbol}${spacing}${digits}`, 'g')
      const product = await db.prepare('SELECT id FROM products WHERE country_id = ? AND category_id = 1 ORDER BY id LIMIT 1').bind(countryId).first<{ id: number }>()
      for (const path of [`/m/product/info?id=${product!.id}`, '/m/category?id=1', '/m/search?q=phone', '/m/']) {
        const amounts = [...(await html(path, cookieOf(countryId))).matchAll(amount)]
        expect(amounts.length, path).toBeGreaterThan(0)
        for (const [text, decimals] of amounts) expect(decimals?.length ?? 1, `${path} ${text}`).toBe(info.currencyScale === 0 ? 1 : info.currencyScale + 1)
      }
    },
  )

  it('an answer mixing markets gives each order the currency its shops print with', async () => {
    const productId = await createProduct({ stock: 3, priceMinor: 1_234_550 })
    const [shopper] = await shoppers(1, [[productId, 1]])
    const { data } = await place(shopper!)
    const admin = await login('admin')
    const detail = await contractData('adminOrder', await call(`/api/admin/order/details?id=${data.orderId}`, { token: admin, headers: { country_id: String(NG) } }))
    expect(detail.currency).toMatchObject({ currencyCode: 'NGN', currencyScale: 0 })
    const list = await contractData('adminOrders', await call('/api/admin/orders', { token: admin, headers: { country_id: String(NG) } }))
    expect(list.items.find((order) => order.id === data.orderId)?.currency).toMatchObject({ currencyCode: 'NGN', currencyScale: 0 })
    const page = await html(`/m/admin/orders?id=${data.orderId}`, `${cookieOf(NG)}; key=${admin}`)
    expect(page).toContain('₦12,346')
    expect(page).not.toMatch(/₦[\d,]+\.\d/)
  })
})

describe('product details in the shopper\'s language', () => {
  const specsOf = async (id: number) => JSON.parse((await db.prepare('SELECT specs FROM products WHERE id = ?').bind(id).first<string>('specs'))!) as Record<string, string>

  it('translates spec labels and the values that are words in French and Arabic; names, brands and figures stay', async () => {
    const specs = await specsOf(701)
    expect(specs).toMatchObject({ sim: 'Dual SIM', color: 'Graphite Black', warranty: '12 months', storage: '128 GB' })
    const french = await html('/m/product/info?id=701', cookieOf(NG, 'fr-FR'))
    expect(french).toContain('<dt>Carte SIM</dt><dd><bdi>Double SIM</bdi></dd>')
    expect(french).toContain('<dt>Couleur</dt><dd><bdi>Noir graphite</bdi></dd>')
    expect(french).toContain('<dt>Garantie</dt><dd><bdi>12 mois</bdi></dd>')
    expect(french).toContain('<dd><bdi>128 GB</bdi></dd>')
    expect(french).toContain('<p class="name" dir="auto">Savanna S5 Smartphone 128 GB</p>')
    expect(french).toContain('<span class="muted">Savanna</span>')
    const arabic = await html('/m/product/info?id=701', cookieOf(NG, 'ar'))
    expect(arabic).toContain('<dt>شريحة الاتصال</dt><dd><bdi>شريحتان</bdi></dd>')
    expect(arabic).toContain('<dd><bdi>أسود جرافيتي</bdi></dd>')
    expect(arabic).toContain('<dd><bdi>12 شهرًا</bdi></dd>')
    expect(arabic).toContain('<p class="name" dir="auto">Savanna S5 Smartphone 128 GB</p>')
    const english = await html('/m/product/info?id=701')
    expect(english).toContain('<dt>SIM</dt><dd><bdi>Dual SIM</bdi></dd>')
  })

  it('shows a value the table does not know as given', async () => {
    const id = await productOfSeller({ returnDays: 7, free: true })
    await db.prepare('UPDATE products SET specs = ? WHERE id = ?').bind(JSON.stringify({ color: 'Magic Skin Green', sim: 'Dual SIM' }), id).run()
    const french = await html(`/m/product/info?id=${id}`, cookieOf(NG, 'fr-FR'))
    expect(french).toContain('<dd><bdi>Magic Skin Green</bdi></dd>')
    expect(french).toContain('<dd><bdi>Double SIM</bdi></dd>')
  })
})
