/**
 * A provider's catalogue and rules grow: a category, an order status, a spec, a coupon kind or a rebate rule the
 * storefront has no text of is shown generically (its own name if the answer has one), and the page still works.
 */
import { describe, expect, it } from 'vitest'
import { PROVIDER, send } from './helpers'
import { selectAll } from './html'
import { mallBehind, type Patches } from './mall-behind'
import { NG } from './mall.helpers'
import { createProduct, place, shoppers } from './orders.helpers'

const CONFIG = { ...PROVIDER, GUEST_ANSWER_MS: '0' }
const visible = (body: string) => body.replace(/<style[\s\S]*?<\/style>/g, ' ').replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')

async function page(path: string, patches: Patches, token?: string) {
  const cookie = [`countryId=${NG}`, 'jde-lang=en-US', token ? `key=${token}` : ''].filter(Boolean).join('; ')
  const response = await send(path, { headers: { cookie } }, CONFIG, mallBehind(patches))
  return { status: response.status, body: await response.text() }
}

describe('values a provider added since', () => {
  it('a category: listed under its own name, or a generic one, linking to its page', async () => {
    const patches: Patches = {
      '/api/catalog/categories': (data) => ({
        categories: [
          ...data.categories,
          { id: 990001, slug: 'garden', name: 'Garden & outdoors', icon: '/m/img/categories/home.svg' },
          { id: 990002, slug: 'toys', icon: '/m/img/categories/home.svg' },
        ],
      }),
    }
    const { status, body } = await page('/m/categories', patches)
    expect(status).toBe(200)
    const links = await selectAll(body, 'a[href^="/m/category?id=99000"] .cn')
    expect(links.map((link) => link.text.trim())).toEqual(['Garden & outdoors', 'Other category'])
    expect(visible(body)).toContain('Phones')
  })

  it('an order status: the order stays in the list and opens, with a neutral status', async () => {
    const product = await createProduct({ stock: 5 })
    const [buyer] = await shoppers(1, [[product, 1]])
    const placed = await place(buyer!)
    expect(placed.code).toBe(1)
    const onHold = (order: { id: number; status: string }) => (order.id === placed.data.orderId ? { ...order, status: 'on_hold' } : order)
    const patches: Patches = {
      '/api/order/list': (data) => ({ ...data, items: data.items.map(onHold) }),
      '/api/order/details': (data) => ({ ...onHold(data), history: data.history.map((entry: object) => ({ ...entry, status: 'on_hold' })) }),
    }
    const list = await page('/m/order/list', patches, buyer!.token)
    expect(list.status).toBe(200)
    const card = await selectAll(list.body, `a[href="/m/order/details?id=${placed.data.orderId}"] .status`)
    expect(card.map((badge) => badge.text)).toEqual(['Other status'])

    const details = await page(`/m/order/details?id=${placed.data.orderId}`, patches, buyer!.token)
    expect(details.status).toBe(200)
    expect((await selectAll(details.body, '.lead .status')).map((badge) => badge.text)).toEqual(['Other status'])
    expect(visible(details.body)).toContain(`${placed.data.orderId}`)
  })

  it('a spec: shown under the provider\'s own name, after the known ones', async () => {
    const patches: Patches = { '/api/catalog/product': (data) => ({ ...data, specs: { ...data.specs, waterResistance: 'IP68' } }) }
    const { status, body } = await page('/m/product/info?id=701', patches)
    expect(status).toBe(200)
    const terms = (await selectAll(body, '.specs dt')).map((term) => term.text)
    expect(terms.at(-1)).toBe('waterResistance')
    expect((await selectAll(body, '.specs dd')).at(-1)!.text).toBe('IP68')
    expect(terms.length).toBeGreaterThan(1)
  })

  it('a coupon kind: a generic coupon with its conditions, that can still be received', async () => {
    let patched = 0
    const patches: Patches = {
      '/api/coupon/center': (data) => {
        patched = data.coupons.find((coupon: { state: string }) => coupon.state === 'get').id
        return { coupons: data.coupons.map((coupon: { id: number }) => (coupon.id === patched ? { ...coupon, kind: 'bundleOff' } : coupon)) }
      },
    }
    const { status, body } = await page('/m/coupon/center', patches)
    expect(status).toBe(200)
    expect(patched).toBeGreaterThan(0)
    expect(visible(body)).toContain('Discount coupon')
    expect(await selectAll(body, `form[action="/m/coupon/center"] input[name="couponId"][value="${patched}"]`)).toHaveLength(1)
  })

  it('a rebate rule: the campaign is listed under a generic name, without amounts or worked examples', async () => {
    let renamed = 0
    const patches: Patches = {
      '/api/rebate/campaigns': (data) => {
        renamed = data.items.length
        return { items: data.items.map((campaign: object) => ({ ...campaign, rule: 'bundle' })) }
      },
    }
    const { status, body } = await page('/m/incentive/order-rebate', patches)
    expect(status).toBe(200)
    expect(renamed).toBeGreaterThan(0)
    const text = visible(body)
    expect(text).toContain('Other rebate')
    expect(text).not.toContain('Tiered cash rebate')
    expect(text).not.toContain('Worked examples')
  })
})
