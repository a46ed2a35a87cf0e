import { describe, expect, it } from 'vitest'
import { pageTable } from '../../worker/pages'
import { send, tokenFor } from './helpers'
import { selectAll } from './html'
import { createBuyers, NG } from './mall.helpers'
import { createProduct, putInCart } from './orders.helpers'

const paths = pageTable.filter(({ module }) => module.GET).map(({ path }) => path)
const ids = '?id=703&orderId=1&lines='

/** Each GET page as a guest, a buyer with a cart and no address yet (checkout asks for one), a retailer and an admin. */
async function everyPage(): Promise<{ who: string; path: string; html: string }[]> {
  const [buyer] = await createBuyers(1)
  const lineId = await putInCart(buyer!.id, await createProduct({ stock: 5 }))
  const visitors: [string, string | null][] = [['guest', null], ['buyer', buyer!.token], ['retailer', await tokenFor('shop_ng')], ['admin', await tokenFor('admin')]]
  const pages = []
  for (const [who, token] of visitors) {
    for (const path of paths) {
      const query = path === '/order/confirm' ? `?lines=${lineId}` : ids
      const response = await send(`/m${path}${query}`, { headers: { cookie: [`countryId=${NG}`, token && `key=${token}`].filter(Boolean).join('; ') } })
      if (response.headers.get('content-type')?.startsWith('text/html')) pages.push({ who, path, html: await response.text() })
    }
  }
  return pages
}

describe('every input on every page', () => {
  it('says its type, and a one-line address field autocompletes as address-line1, never street-address', async () => {
    const pages = await everyPage()
    const inputs = (await Promise.all(pages.map(async ({ who, path, html }) => (await selectAll(html, 'input')).map((input): Record<string, string | undefined> => ({ at: `${who} ${path}`, ...input.attrs })))))
      .flat()
    expect(pages.some(({ path, html }) => path === '/order/confirm' && html.includes('name="street"'))).toBe(true)
    expect(inputs.length).toBeGreaterThan(100)
    expect(inputs.filter((input) => !input.type).map(({ at, name }) => `${at}: ${name}`)).toEqual([])
    expect(inputs.filter((input) => input.autocomplete === 'street-address').map(({ at, name }) => `${at}: ${name}`)).toEqual([])
    expect(inputs.filter((input) => input.name === 'street').map((input) => input.autocomplete)).toContain('address-line1')
  })
})
