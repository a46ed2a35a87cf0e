import { describe, expect, it } from 'vitest'
import { select, selectAll } from './html'
import { send } from './helpers'
import { shopperPages } from './shopper-pages.helpers'
import { createBuyers, mallEnv } from './mall.helpers'
import { createAddress, createProduct, createRegion, fillAddressBook, putInCart } from './orders.helpers'

const { page, html, postForm, noticeOf, followed, noticeText } = shopperPages({ market: 'countryId=7; countryCode=NG', addressPrefix: '203.0.117' })

const deleteForms = async (body: string) => (await selectAll(body, 'form[action="/m/user/addresses"] input[name=addressId]')).map((input) => input.attrs.value)
const defaultForms = async (body: string) =>
  (await selectAll(body, 'form[action="/m/user/addresses/default"] input[name=addressId]')).map((input) => input.attrs.value)
/** The message shown beside each field, by field name: each invalid control and the message in its label, in order. */
async function fieldErrorsOf(body: string) {
  const fields = (await selectAll(body, 'form label [aria-invalid="true"]')).map((control) => control.attrs.name!)
  const messages = (await selectAll(body, 'form label .err')).map((message) => message.text)
  expect(messages).toHaveLength(fields.length)
  return Object.fromEntries(fields.map((field, i) => [field, messages[i]]))
}
/** A plain form post in Arabic. */
const postInArabic = (path: string, token: string, fields: Record<string, string>) =>
  send(path, {
    method: 'POST',
    headers: { cookie: `key=${token}; countryId=7; countryCode=NG; jde-lang=ar`, 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': '203.0.117.251' },
    body: new URLSearchParams(fields).toString(),
  })
const valueOf = async (body: string, name: string) => (await select(body, `form input[name=${name}]`))?.attrs.value
const chosenRegion = async (body: string) => (await select(body, 'select[name=regionId] option[selected]'))?.attrs.value
const rowOf = (id: number) => mallEnv.DB.prepare('SELECT user_id, name, street, is_default FROM addresses WHERE id = ?').bind(id).first()
const typed = (regionId: number | string, street = '4 Oba Akran Road') => ({ name: 'Ada Obi', phone: '+234 803 111 2222', regionId: String(regionId), city: 'Ikeja', street })

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

  it('leads back to the account page, and on to adding an address', async () => {
    const [dayo] = await createBuyers(1)
    const body = await html('/m/user/addresses', dayo!.token)
    expect((await select(body, 'header a.back'))?.attrs.href).toBe('/m/user')
    expect((await select(body, 'a[href="/m/user/addresses/new"]'))?.text).toBe('Add a new address')
  })
})

describe('adding an address with JavaScript off', () => {
  it('keeps what was typed and says beside each field what is wrong, then saves and says so', async () => {
    const [ada] = await createBuyers(1)
    const region = await createRegion()
    const form = await html('/m/user/addresses/new', ada!.token)
    expect(await select(form, `form[action="/m/user/addresses/new"] select[name=regionId] option[value="${region}"]`)).toBeDefined()
    expect((await select(form, 'header a.back'))?.attrs.href).toBe('/m/user/addresses')

    const refused = await postForm('/m/user/addresses/new', ada!.token, { ...typed(region, '   '), name: '<i>Ada</i>', phone: 'call me' })
    expect(refused.status).toBe(400)
    const body = await refused.text()
    expect(await fieldErrorsOf(body)).toEqual({ phone: 'Please enter a valid mobile number', street: 'Please enter the street and house number' })
    expect(await valueOf(body, 'name')).toBe('<i>Ada</i>')
    expect(body).not.toContain('<i>Ada</i>')
    expect(await valueOf(body, 'phone')).toBe('call me')
    expect(await valueOf(body, 'city')).toBe('Ikeja')
    expect(await chosenRegion(body)).toBe(String(region))

    const saved = await postForm('/m/user/addresses/new', ada!.token, typed(region))
    expect(noticeOf(saved)).toBe('ok.orderNotice.addressSaved')
    expect(saved.headers.get('location')).toBe('/m/user/addresses')
    const list = await followed(saved, ada!.token)
    expect(noticeText(list)).toBe('Address saved')
    expect(list).toContain('4 Oba Akran Road')
  })

  it('shows the field errors in the shopper\'s language', async () => {
    const [ada] = await createBuyers(1)
    const refused = await postInArabic('/m/user/addresses/new', ada!.token, {})
    expect(refused.status).toBe(400)
    expect(await fieldErrorsOf(await refused.text())).toMatchObject({ name: 'أدخل اسم الشخص الذي سيستلم الطلب' })
  })

  it('says the book is full instead of offering to add, and a form sent anyway keeps what was typed', async () => {
    const [ada] = await createBuyers(1)
    const regionId = await fillAddressBook(ada!.id)
    const list = await html('/m/user/addresses', ada!.token)
    expect(await select(list, 'a[href="/m/user/addresses/new"]')).toBeUndefined()
    expect(list).toContain('Your address book is full')
    const refused = await postForm('/m/user/addresses/new', ada!.token, typed(regionId, 'One more street'))
    expect(refused.status).toBe(400)
    const body = await refused.text()
    expect((await select(body, 'form p.err[role=alert]'))?.text).toBe('Your address book is full: delete an address you no longer use, then add this one')
    expect(await valueOf(body, 'street')).toBe('One more street')
  })
})

describe('editing an address with JavaScript off', () => {
  it('fills in the shopper\'s address, keeps a refused form as typed, saves the changes; another shopper\'s is not found', async () => {
    const [ada, bayo] = await createBuyers(2)
    const region = await createRegion()
    const mine = await createAddress(ada!.id, region)
    const theirs = await createAddress(bayo!.id, region, '7 Marina')
    const path = `/m/user/addresses/edit?id=${mine}`

    const form = await html(path, ada!.token)
    expect(await select(form, `form[action="${path}"][method=post]`)).toBeDefined()
    expect(await valueOf(form, 'street')).toBe('12 Allen Avenue')
    expect(await chosenRegion(form)).toBe(String(region))
    expect(await select(form, 'input[name=makeDefault]')).toBeUndefined()
    expect(form).toContain('This is your default address')
    expect((await page(`/m/user/addresses/edit?id=${theirs}`, ada!.token)).status).toBe(404)
    expect((await page('/m/user/addresses/edit?id=x', ada!.token)).status).toBe(404)

    const refused = await postForm(path, ada!.token, { ...typed(region, '9 Zoo Road'), city: '' })
    expect(refused.status).toBe(400)
    const body = await refused.text()
    expect(await fieldErrorsOf(body)).toEqual({ city: 'Please enter a city or town' })
    expect(await valueOf(body, 'street')).toBe('9 Zoo Road')
    expect(await rowOf(mine)).toMatchObject({ street: '12 Allen Avenue' })

    const saved = await postForm(path, ada!.token, typed(region, '9 Zoo Road'))
    expect(noticeOf(saved)).toBe('ok.orderNotice.addressUpdated')
    expect(noticeText(await followed(saved, ada!.token))).toBe('Address updated')
    expect(await rowOf(mine)).toMatchObject({ name: 'Ada Obi', street: '9 Zoo Road', is_default: 1 })

    const taken = await postForm(`/m/user/addresses/edit?id=${theirs}`, ada!.token, typed(region, 'Taken over'))
    expect([taken.headers.get('location'), noticeOf(taken)]).toEqual(['/m/user/addresses', 'fail.error.notFound'])
    expect(await rowOf(theirs)).toMatchObject({ user_id: bayo!.id, street: '7 Marina' })
  })

  it('refuses a region of another market with the mall\'s message, keeping what was typed', async () => {
    const [ada] = await createBuyers(1)
    const mine = await createAddress(ada!.id, await createRegion())
    const ghana = await createRegion({ countryId: 3 })
    const refused = await postForm(`/m/user/addresses/edit?id=${mine}`, ada!.token, typed(ghana, '9 Zoo Road'))
    expect(refused.status).toBe(400)
    const body = await refused.text()
    expect((await select(body, 'form p.err[role=alert]'))?.text).toBe('Invalid request')
    expect(await valueOf(body, 'street')).toBe('9 Zoo Road')
  })
})

describe('the default address with JavaScript off', () => {
  it('is set with a plain form, leads the book and is what checkout offers first; another shopper\'s is refused', async () => {
    const [ada, bayo] = await createBuyers(2)
    const region = await createRegion()
    const first = await createAddress(ada!.id, region)
    const second = await createAddress(ada!.id, region, '9 Allen Avenue')
    const theirs = await createAddress(bayo!.id, region, '7 Marina')
    expect(await defaultForms(await html('/m/user/addresses', ada!.token))).toEqual([String(second)])

    const refused = await postForm('/m/user/addresses/default', ada!.token, { addressId: String(theirs) })
    expect([refused.headers.get('location'), noticeOf(refused)]).toEqual(['/m/user/addresses', 'fail.error.notFound'])
    expect(await rowOf(first)).toMatchObject({ is_default: 1 })

    const made = await postForm('/m/user/addresses/default', ada!.token, { addressId: String(second) })
    expect(noticeOf(made)).toBe('ok.orderNotice.defaultSet')
    const list = await followed(made, ada!.token)
    expect(noticeText(list)).toBe('Default address changed')
    expect(await defaultForms(list)).toEqual([String(first)])
    expect((await select(list, '.book li:nth-child(1) .tag'))?.text).toBe('Default')
    expect(await deleteForms(list)).toEqual([String(second), String(first)])

    await putInCart(ada!.id, await createProduct({ stock: 3 }))
    const checkout = await html('/m/order/confirm', ada!.token)
    expect((await select(checkout, 'input[name=address][checked]'))?.attrs.value).toBe(String(second))
    expect((await selectAll(checkout, 'input[name=address]'))[0]?.attrs.value).toBe(String(second))
    expect(noticeOf(await postForm('/m/user/addresses/default', ada!.token, { addressId: 'x' }))).toBe('fail.error.notFound')
  })
})
