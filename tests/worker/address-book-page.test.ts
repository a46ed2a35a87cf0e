import { describe, expect, it } from 'vitest'
import { selectAll } from './html'
import { shopperPages } from './shopper-pages.helpers'
import { createBuyers } from './mall.helpers'
import { createAddress, createRegion } from './orders.helpers'

const { page, html, postForm, noticeOf, followed, noticeText } = shopperPages({ market: 'countryId=7; countryCode=NG', addressPrefix: '203.0.117' })

const deleteForms = async (body: string) => (await selectAll(body, 'form[action="/m/user/addresses"] input[name=addressId]')).map((input) => input.attrs.value)

describe('the address book page', () => {
  it('sends a guest to log in and back', async () => {
    const guest = await page('/m/user/addresses', null)
    expect(guest.status).toBe(302)
    expect(guest.headers.get('location')).toBe('/m/login/login?back=%2Fm%2Fuser%2Faddresses')
  })

  it('lists the shopper\'s addresses, escaped, and deletes one with a plain form; another shopper\'s is refused', async () => {
    const [ada, bayo] = await createBuyers(2)
    const region = await createRegion()
    const first = await createAddress(ada!.id, region, '<b>4</b> Oba Akran Road')
    const second = await createAddress(ada!.id, region, '9 Allen Avenue')
    const bayos = await createAddress(bayo!.id, region)

    const body = await html('/m/user/addresses', ada!.token)
    expect(body).toContain('&lt;b&gt;4&lt;/b&gt; Oba Akran Road')
    expect(body).not.toContain('<b>4</b>')
    expect(await deleteForms(body)).toEqual(expect.arrayContaining([String(first), String(second)]))
    expect(await deleteForms(body)).not.toContain(String(bayos))

    const deleted = await postForm('/m/user/addresses', ada!.token, { addressId: String(first) })
    expect(noticeOf(deleted)).toBe('ok.orderNotice.addressDeleted')
    const after = await followed(deleted, ada!.token)
    expect(noticeText(after)).toBe('Address deleted')
    expect(await deleteForms(after)).toEqual([String(second)])

    const refused = await postForm('/m/user/addresses', ada!.token, { addressId: String(bayos) })
    expect(noticeOf(refused)).toBe('fail.error.notFound')
    expect(await deleteForms(await html('/m/user/addresses', bayo!.token))).toEqual([String(bayos)])
    expect(noticeOf(await postForm('/m/user/addresses', ada!.token, { addressId: 'x' }))).toBe('fail.error.notFound')
  })

  it('says so when there is no address yet, in the shopper\'s language', async () => {
    const [cleo] = await createBuyers(1)
    expect(await html('/m/user/addresses', cleo!.token)).toContain('No saved addresses yet.')
    expect(await html('/m/user/addresses', cleo!.token, 'jde-lang=ar')).toContain('لا توجد عناوين محفوظة بعد.')
  })
})
