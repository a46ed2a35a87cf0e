import { describe, expect, it } from 'vitest'
import type { EndpointName } from '../../contract'
import { AMINA_PHONE, codeFor, newPhone, post, registered } from './account.helpers'
import { send, STOREFRONT_AUTH } from './helpers'
import { call, contractData, createBuyers, createFlashItem, login } from './mall.helpers'

/** One successful call per endpoint: TypeScript makes the table name every endpoint of the contract. */
const successes: Record<EndpointName, () => Promise<Response>> = {
  countryInfo: () => call('/api/user/countryOperation/info?id=4'),
  login: () => call('/api/user/login', { method: 'POST', json: { username: 'okello', password: 'Mall@2026' } }),
  logout: async () => call('/api/user/logout', { method: 'POST', token: await login('okello') }),
  currentUser: async () => call('/api/user/info', { token: await login('kwame') }),
  flashSessions: () => call('/api/activity/flashSale/sessions', { headers: { country_id: '7' } }),
  serverTime: () => call('/api/system/time'),
  addToCart: async () => {
    const itemId = await createFlashItem({ total: 3 })
    const [buyer] = await createBuyers(1)
    return call('/api/cart/add', { method: 'POST', token: buyer!.token, json: { flashItemId: itemId } })
  },
  cartCount: async () => call('/api/cart/count', { token: (await createBuyers(1))[0]!.token }),
  memberMessage: () =>
    call('/api/member/message', { method: 'POST', json: { name: 'Zainab', phone: '+234 803 000 1111' }, headers: { 'idempotency-key': 'contract-1' } }),
  runJobs: async () => call('/api/admin/jobs/run', { method: 'POST', token: await login('admin') }),
  flashStock: async () => call(`/api/admin/flashSale/stock?flashItemId=${await createFlashItem({ total: 4 })}`, { token: await login('admin') }),
  changeFlashStock: async () =>
    call('/api/admin/flashSale/stock', {
      method: 'POST',
      token: await login('admin'),
      json: { flashItemId: await createFlashItem({ total: 4 }), adjust: 3 },
      headers: { 'idempotency-key': 'contract-restock' },
    }),
  sendCode: () => post('/api/user/code/send', { phone: newPhone(), purpose: 'register' }),
  register: async () => {
    const phone = newPhone()
    return post('/api/user/register', { name: 'Ngozi', phone, code: await codeFor(phone, 'register'), password: 'Contract#2026', consent: true })
  },
  codeLogin: async () => post('/api/user/login/code', { phone: AMINA_PHONE, code: await codeFor(AMINA_PHONE, 'login') }),
  resetPassword: async () => {
    const { phone } = await registered()
    return post('/api/user/password/reset', { phone, code: await codeFor(phone, 'reset'), password: 'Contract#2027' })
  },
  devOutbox: () => send('/api/dev/outbox', { headers: { authorization: STOREFRONT_AUTH } }, { DEV_OUTBOX: 'on' }),
  categories: () => call('/api/catalog/categories'),
  products: () => call('/api/catalog/products?q=phone&sort=priceAsc&limit=5', { headers: { country_id: '3' } }),
  product: () => call('/api/catalog/product?id=701', { headers: { country_id: '7' } }),
  regions: () => call('/api/catalog/regions', { headers: { country_id: '6' } }),
}

describe('every success answer is exactly what the contract says', () => {
  it.each(Object.keys(successes) as EndpointName[])('%s', async (name) => {
    const response = await successes[name]()
    expect(response.status).toBe(200)
    await expect(contractData(name, response)).resolves.not.toBeUndefined()
  })

  it('notices a whole number written as a float, or a field the contract does not have', async () => {
    const float = new Response('{"code":1,"msg":"success","data":{"count":3.0}}')
    await expect(contractData('cartCount', float)).rejects.toThrow(/float/)
    const extra = new Response('{"code":1,"msg":"success","data":{"count":3,"secret":1}}')
    await expect(contractData('cartCount', extra)).rejects.toThrow(/fields the contract does not have/)
  })
})
