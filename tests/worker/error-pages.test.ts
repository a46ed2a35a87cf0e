import { describe, expect, it } from 'vitest'
import { select, selectAll } from './html'
import { createBuyers } from './mall.helpers'
import { shopperPages } from './shopper-pages.helpers'

const { page } = shopperPages({ market: 'countryId=7; countryCode=NG', addressPrefix: '203.0.118' })

const links = async (body: string) => (await selectAll(body, '.empty a')).map((link) => [link.attrs.href, link.text])

describe('pages that trying again cannot fix say what can', () => {
  it('no permission: log in with another account (coming back here), or go home; never "Try again"', async () => {
    const [buyer] = await createBuyers(1)
    const refused = await page('/m/admin/orders?status=shipped', buyer!.token)
    expect(refused.status).toBe(403)
    const body = await refused.text()
    expect(body).toContain('No permission for current operation')
    // The title says what happened in plain marks (the seed's full-width "！" has no glyph in common fonts).
    expect(body).toContain('<title>No permission</title>')
    expect(body).not.toContain('！')
    expect(await links(body)).toEqual([
      ['/m/login/login?back=%2Fm%2Fadmin%2Forders%3Fstatus%3Dshipped', 'Log in with another account'],
      ['/m/', 'Back to home'],
    ])
  })

  it('nothing there: a search of the mall and home, in the shopper\'s language', async () => {
    const missing = await page('/m/404', null, 'jde-lang=ar')
    expect(missing.status).toBe(404)
    const body = await missing.text()
    expect(await select(body, 'form[action="/m/search"][method=get] input[name=q]')).not.toBeNull()
    expect(await select(body, 'label[for=q]')).toMatchObject({ text: 'ابحث عن منتجات' })
    expect(await links(body)).toEqual([['/m/', 'العودة إلى الرئيسية']])

    const [buyer] = await createBuyers(1)
    const notTheirs = await page('/m/order/details?id=999999999', buyer!.token)
    expect(notTheirs.status).toBe(404)
    const order = await notTheirs.text()
    expect(order).toContain('Resource does not exist')
    expect(await select(order, 'form[action="/m/search"] input[name=q]')).not.toBeNull()
    expect(await links(order)).toEqual([['/m/', 'Back to home']])
  })
})
