/**
 * An answer outside the contract's bounds (an instant in 2200, or past what a Date can hold) is a malformed answer:
 * the page is the clear 502 failure page, never a 500 from a date it could not format, and the log names the
 * endpoint and the field.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PROVIDER, send } from './helpers'
import { mallBehind, type Patches } from './mall-behind'
import { NG } from './mall.helpers'
import { createProduct, place, shoppers } from './orders.helpers'

const CONFIG = { ...PROVIDER, GUEST_ANSWER_MS: '0' }
const YEAR_2200 = Date.UTC(2200, 0, 1)
/** Past the last instant a Date holds: `new Date(…)` is invalid and Intl throws a RangeError on it. */
const PAST_DATE_RANGE = 8_640_000_000_000_001

async function page(path: string, patches: Patches, token?: string) {
  const cookie = [`countryId=${NG}`, 'jde-lang=fr-FR', token ? `key=${token}` : ''].filter(Boolean).join('; ')
  const response = await send(path, { headers: { cookie } }, CONFIG, mallBehind(patches))
  return { status: response.status, body: await response.text() }
}

const logged = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map((call) => String(call[0]))

afterEach(() => void vi.restoreAllMocks())

describe.each([
  { name: 'in the year 2200', at: YEAR_2200 },
  { name: 'past the range of a Date', at: PAST_DATE_RANGE },
])('an instant $name', ({ at }) => {
  it('in a product\'s flash sale: the product page is the 502 failure page, and the log names product flash.endAt', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const flash = { flashItemId: 1, price: 1, startAt: Date.UTC(2026, 0, 1), endAt: at, status: 'live', left: 1, limitPerBuyer: 1, bought: 0 }
    const { status, body } = await page('/m/product/info?id=701', { '/api/catalog/product': (data) => ({ ...data, flash }) })
    expect(status).toBe(502)
    expect(body).toContain('<html lang="fr-FR"')
    expect(body).toContain('role="alert"')
    expect(logged(errors)).toContain('upstream contract: product flash.endAt: Too big: expected number to be <=4102444800000')
    expect(logged(errors).some((line) => line.startsWith('page failed'))).toBe(false)
  })

  it('in an order: its page is the 502 failure page, the API proxy answers 502, and the log names order createdAt', async () => {
    const product = await createProduct({ stock: 5 })
    const [buyer] = await shoppers(1, [[product, 1]])
    const placed = await place(buyer!)
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const patches: Patches = { '/api/order/details': (data) => ({ ...data, createdAt: at }) }
    const details = await page(`/m/order/details?id=${placed.data.orderId}`, patches, buyer!.token)
    expect(details.status).toBe(502)
    expect(details.body).toContain('role="alert"')
    const api = await page(`/m/api/order/details?id=${placed.data.orderId}`, patches, buyer!.token)
    expect(api.status).toBe(502)
    expect(JSON.parse(api.body)).toMatchObject({ key: 'badGateway', data: null })
    expect(logged(errors).filter((line) => line.startsWith('upstream contract: order createdAt:'))).toHaveLength(2)
  })
})
