import { describe, expect, it } from 'vitest'
import { send } from './helpers'

const WHATSAPP = 'WhatsApp/2.23.20.0 A'
const CRAWLERS = ['facebookexternalhit/1.1', 'TelegramBot (like TwitterBot)', 'Twitterbot/1.0']

const unescape = (text: string) => text.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&')

/** The page's `<title>`, and its `<meta>` tags by `property` or `name`. */
function previewOf(html: string) {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? ''
  const tags = new Map<string, string>()
  for (const [, key, content] of head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"\/?>/g)) tags.set(key!, unescape(content!))
  return { title: unescape(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''), tags, h1: /<h1 dir="auto">([^<]*)<\/h1>/.exec(html)?.[1] }
}

async function crawl(path: string, agent = WHATSAPP, cookie?: string) {
  const response = await send(path, { headers: { 'user-agent': agent, ...(cookie ? { cookie } : {}) } })
  const html = await response.text()
  return { response, html, ...previewOf(html) }
}

/** Every tag a preview needs, with an absolute https picture of the card's size. */
function expectFullPreview(tags: Map<string, string>, title: string, picture: RegExp) {
  expect(tags.get('og:title')).toBe(title)
  expect(tags.get('twitter:title')).toBe(title)
  const description = tags.get('description')!
  expect(description.length).toBeGreaterThan(20)
  expect(tags.get('og:description')).toBe(description)
  expect(tags.get('twitter:description')).toBe(description)
  expect(tags.get('og:image')).toMatch(picture)
  expect(tags.get('og:image')).toMatch(/^https:\/\/shop\.test\/m\/og\/[a-z0-9/-]+\.png$/)
  expect(tags.get('twitter:image')).toBe(tags.get('og:image'))
  expect(tags.get('og:image:type')).toBe('image/png')
  expect(tags.get('og:image:width')).toBe('1200')
  expect(tags.get('og:image:height')).toBe('630')
  expect(tags.get('og:site_name')).toBe('Soko Mall')
  expect(tags.get('twitter:card')).toBe('summary_large_image')
}

describe('a product link', () => {
  const path = '/m/product/info?id=708&countryId=7'

  it('previews as the product, in naira, for a crawler without cookies', async () => {
    const { response, title, tags, h1, html } = await crawl(path)
    expect(response.status).toBe(200)
    expect(title).toBe('Tecno Spark 20 Pro 256 GB — ₦244,999 | Soko Mall')
    expect(h1).toBe('Tecno Spark 20 Pro 256 GB')
    expectFullPreview(tags, title, /\/m\/og\/products\/spark-20-pro\.png$/)
    expect(tags.get('description')).toMatch(/^A 108 MP main camera/)
    expect(tags.get('og:type')).toBe('product')
    expect(tags.get('og:url')).toBe('https://shop.test/m/product/info?id=708&countryId=7')
    expect(tags.get('product:price:amount')).toBe('244999')
    expect(tags.get('product:price:currency')).toBe('NGN')
    // The page itself is in the market too: naira, delivery to Nigeria.
    expect(html).toContain('₦244,999')
    expect(html).toMatch(/days to <bdi>Nigeria<\/bdi>/)
    expect(html.indexOf('<h1 ')).toBeLessThan(html.indexOf('<h2'))
  })

  it('gives facebook, Telegram and Twitter the very same tags', async () => {
    const whatsapp = await crawl(path)
    for (const agent of CRAWLERS) {
      const other = await crawl(path, agent)
      expect(other.title).toBe(whatsapp.title)
      expect([...other.tags]).toEqual([...whatsapp.tags])
    }
  })

  it('keeps its price left to right in an Arabic title', async () => {
    const { title } = await crawl('/m/product/info?id=708', WHATSAPP, 'countryId=7; countryCode=NG; jde-lang=ar')
    expect(title).toContain('\u2066₦244,999\u2069')
  })
})

describe('the pages a link is shared from', () => {
  const pages = [
    { path: '/m/activity/sale', title: 'Flash Sale | Soko Mall', picture: /\/m\/og\/flash-sale\.png$/ },
    { path: '/m/activity/pre-sale', title: 'Pre-sale | Soko Mall', picture: /\/m\/og\/pre-sale\.png$/ },
    { path: '/m/activity/luckyDraw', title: 'Lucky draw | Soko Mall', picture: /\/m\/og\/lucky-draw\.png$/ },
    { path: '/m/coupon/center', title: 'Coupon centre | Soko Mall', picture: /\/m\/og\/coupons\.png$/ },
    { path: '/m/category?id=1', title: 'Phones | Soko Mall', picture: /\/m\/og\/categories\/phones\.png$/ },
  ]
  for (const { path, title: expected, picture } of pages) {
    it(`${path} previews with its own title, text and card`, async () => {
      const link = `${path}${path.includes('?') ? '&' : '?'}countryId=7`
      const { response, title, tags, h1 } = await crawl(link)
      expect(response.status).toBe(200)
      expect(title).toBe(expected)
      expect(h1).toBe(expected.replace(' | Soko Mall', ''))
      expectFullPreview(tags, expected, picture)
      expect(tags.get('og:type')).toBe('website')
      expect(new URL(tags.get('og:url')!).searchParams.get('countryId')).toBe('7')
      for (const agent of CRAWLERS) expect([...(await crawl(link, agent)).tags]).toEqual([...tags])
    })
  }
})

describe('the market in a link', () => {
  it('is taken, and kept, by a visitor without a market cookie', async () => {
    const { response, html } = await crawl('/m/product/info?id=708&countryId=7', 'Mozilla/5.0')
    const cookies = response.headers.getSetCookie()
    expect(cookies).toContainEqual(expect.stringMatching(/^countryId=7; Max-Age=31536000; Path=\/; Secure; SameSite=Lax$/))
    expect(cookies).toContainEqual(expect.stringMatching(/^countryCode=NG; /))
    expect(html).not.toContain('/m/market?set=')
  })

  it('changes nothing for a visitor of another market, and offers the switch in their language', async () => {
    const { response, html, tags } = await crawl('/m/product/info?id=308&countryId=7', 'Mozilla/5.0', 'countryId=3; countryCode=GH; jde-lang=fr-FR')
    expect(response.headers.getSetCookie().filter((cookie) => cookie.startsWith('country'))).toEqual([])
    expect(html).toContain('GH₵')
    expect(html).toMatch(/Ce lien concerne le marché Nigeria\./)
    expect(html).toContain('<a href="/m/market?set=NG&amp;back=%2Fm%2Fproduct%2Finfo%3Fid%3D308" style="display:inline-flex;align-items:center;min-block-size:44px;font-weight:600">Passer à Nigeria</a>')
    expect(tags.get('og:url')).toBe('https://shop.test/m/product/info?id=308&countryId=3')
  })

  it('says nothing to a visitor already in that market, and nothing for an id no market has', async () => {
    const same = await crawl('/m/?countryId=7', 'Mozilla/5.0', 'countryId=7; countryCode=NG')
    expect(same.response.headers.getSetCookie().filter((cookie) => cookie.startsWith('country'))).toEqual([])
    expect(same.html).not.toContain('/m/market?set=')
    const unknown = await crawl('/m/?countryId=99', 'Mozilla/5.0')
    expect(unknown.response.status).toBe(200)
    expect(unknown.response.headers.getSetCookie().filter((cookie) => cookie.startsWith('country'))).toEqual([])
  })
})

describe('the market in a link, with the guest edge cache on', () => {
  const ON = { GUEST_CACHE_SECONDS: '30' }
  const get = (path: string, cookie?: string) => send(path, { headers: cookie ? { cookie } : {} }, ON)

  it('never answers a copy of another market, nor the plain copy to a visitor offered the switch', async () => {
    const path = '/m/activity/sale'
    const ghana = 'countryId=3; countryCode=GH; jde-lang=en-US'
    await get(path, ghana)
    expect((await get(path, ghana)).headers.get('x-cache')).toBe('hit')

    // No market cookie: the link's market, rendered for this visitor (who gets the cookies), never a stored copy.
    const linked = await get(`${path}?countryId=7`, 'jde-lang=en-US')
    expect(linked.headers.get('x-cache')).toBe('bypass')
    expect(linked.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^countryId=7;/))
    const html = await linked.text()
    expect(html).toContain('₦')
    expect(html).not.toContain('GH₵')

    // A Ghana visitor following it gets their own market and the offer, not the Ghana copy without it.
    const offered = await get(`${path}?countryId=7`, ghana)
    expect(offered.headers.get('x-cache')).toBe('miss')
    expect(await offered.text()).toContain('href="/m/market?set=NG&amp;back=%2Fm%2Factivity%2Fsale"')
    const again = await get(`${path}?countryId=7`, ghana)
    expect(again.headers.get('x-cache')).toBe('hit')
    expect(await again.text()).toContain('/m/market?set=NG')
    expect(await (await get(path, ghana)).text()).not.toContain('/m/market?set=')
  })
})
