import { describe, expect, it } from 'vitest'
import { ODDS_SCALE } from '../../contract'
import { createBuyers, mallEnv } from './mall.helpers'
import { createPool, UG } from './lucky-draw.helpers'
import { shopperPages } from './shopper-pages.helpers'
import { select, selectAll } from './html'

const HERE = '/m/activity/luckyDraw'
const { html, postForm, noticeOf, followed, noticeText } = shopperPages({ market: 'countryId=2; countryCode=UG', addressPrefix: '192.0.2' })
const formKey = (body: string) => /name="idem" value="([^"]+)"/.exec(body)?.[1] ?? null

describe('the lucky draw page', () => {
  it('shows a guest the wheel, the published odds and a log-in link, and no form', async () => {
    const body = await html(HERE, null)
    expect(body).toContain('<m-island data-island="lucky-wheel" data-when="visible"')
    expect(body).toMatch(/<table class="odds">[\s\S]*<td class="n" dir="ltr">15.00%<\/td>/)
    expect(body).toContain('<td class="n" dir="ltr">0.10%</td>')
    expect(body).toMatch(/<a class="btn wide" href="\/m\/login\/login\?[^"]*">Log in to draw<\/a>/)
    expect(body).not.toContain('method="post"')
  })

  it('shows each prize on its wheel segment as a picture and a short name, in the HTML (no JavaScript), in English and Arabic', async () => {
    const { prizeIds } = await createPool(UG, [
      { kind: 'coupon', couponId: 8021, weight: 1000 }, { kind: 'coupon', couponId: 8022, weight: 1000 }, { kind: 'credit', creditMinor: 600, weight: 1000 },
      { kind: 'gift', productId: 205, weight: 10 }, { kind: 'none', weight: 6990 },
    ])
    const segments = async (language: string) => {
      const body = await html(HERE, null, `jde-lang=${language}`)
      return Promise.all(prizeIds.map(async (id) => ({
        words: (await selectAll(body, `.wheel g[data-prize="${id}"] text`)).map((line) => line.text).join(' '),
        picture: (await select(body, `.wheel g[data-prize="${id}"] [data-picture]`))?.attrs['data-picture'],
        image: (await select(body, `.wheel g[data-prize="${id}"] image`))?.attrs.href,
      })))
    }
    expect(await segments('en-US')).toEqual([
      { words: '\u2066USh1,500\u2069 coupon', picture: 'coupon', image: undefined },
      { words: 'Free delivery', picture: 'delivery', image: undefined },
      { words: '\u2066USh600\u2069 credit', picture: 'credit', image: undefined },
      // The gift's picture (smart-watch.svg) comes inside the page: the wheel is the first viewport.
      { words: 'Free gift', picture: 'gift', image: expect.stringMatching(/^data:image\/svg\+xml,%3Csvg .*%2378909c/) },
      { words: 'Try again', picture: 'none', image: undefined },
    ])
    expect((await segments('ar')).map(({ words }) => words)).toEqual(['قسيمة \u2066USh1,500\u2069', 'توصيل مجاني', 'رصيد \u2066USh600\u2069', 'هدية مجانية', 'حاول مجددًا'])
  })

  it('with JavaScript off: a draw shows its result page; the same form again is the same draw; then no chance is left', async () => {
    await createPool(UG, [{ kind: 'credit', creditMinor: 2_500, weight: ODDS_SCALE }, { kind: 'none', weight: 0 }])
    const [buyer] = await createBuyers(1, UG)
    const page = await html(HERE, buyer!.token)
    expect(page).toContain('Today&#x27;s free chance is waiting for you.')
    const idem = formKey(page)!
    const response = await postForm(HERE, buyer!.token, { idem })
    expect(response.status).toBe(303)
    const location = response.headers.get('location')!
    expect(location).toMatch(/^\/m\/activity\/luckyDraw\?draw=[0-9a-f-]{36}$/)
    const result = await html(location, buyer!.token)
    expect(result).toMatch(/<p role="status">You won: ⁦USh2,500⁩ to your wallet<\/p>/)
    expect(result).toContain('href="/m/wallet/reward"')
    expect(result).toContain('Today&#x27;s free chance is used: come back tomorrow.')
    const button = await select(result, `form[action="${HERE}"] button`)
    expect(button?.attrs.disabled).toBeDefined()
    expect((await select(result, `[id="${button!.attrs['aria-describedby']}"] .lucky-note`))?.text).toBe('Today\'s free chance is used: come back tomorrow.')

    const again = await postForm(HERE, buyer!.token, { idem })
    expect(again.headers.get('location')).toBe(location)
    const refused = await postForm(HERE, buyer!.token, { idem: crypto.randomUUID() })
    expect(noticeOf(refused)).toBe('fail.error.noDrawChance')
    expect(noticeText(await followed(refused, buyer!.token))).toBe('You have no chances left: come back tomorrow, or complete an order for one more')
  })

  it('another buyer\'s result page shows no result', async () => {
    await createPool(UG, [{ kind: 'credit', creditMinor: 100, weight: ODDS_SCALE }, { kind: 'none', weight: 0 }])
    const [mine, other] = await createBuyers(2, UG)
    const location = (await postForm(HERE, mine!.token, { idem: crypto.randomUUID() })).headers.get('location')!
    const page = await html(location, other!.token)
    expect(page).not.toContain('class="card stack result"')
    expect(page).toContain('Prizes and odds')
  })

  it('the award list shows my prizes and the winners\' names masked and escaped', async () => {
    await createPool(UG, [{ kind: 'credit', creditMinor: 700, weight: ODDS_SCALE }, { kind: 'none', weight: 0 }])
    const [winner] = await createBuyers(1, UG)
    await mallEnv.DB.prepare("UPDATE users SET nickname = '<img src=x onerror=alert(1)>' WHERE id = ?").bind(winner!.id).run()
    await postForm(HERE, winner!.token, { idem: crypto.randomUUID() })
    const list = await html('/m/activity/awardList', winner!.token)
    expect(list).toContain('<b><bdi>⁦USh700⁩ to your wallet</bdi></b>')
    expect(list).toContain('<bdi dir="ltr">&lt;***&gt;</bdi> won <bdi>⁦USh700⁩ to your wallet</bdi>')
    expect(list).not.toContain('<img src=x')
    const guest = await html('/m/activity/awardList', null)
    expect(guest).toContain('Log in to see your prizes.')
  })

  it('is in Arabic with the odds kept left to right, and on the home strip', async () => {
    const body = await html(HERE, null, 'jde-lang=ar')
    expect(body).toContain('الجوائز والاحتمالات')
    expect(body).toMatch(/<td class="n" dir="ltr">[^<]*%<\/td>/)
    expect(await html('/m/', null)).toContain('href="/m/activity/luckyDraw"')
  })
})
