import { describe, expect, it } from 'vitest'
import { MAX_ADDRESSES } from '../../mall/orders/addresses'
import { call, contractData, createBuyers, mallEnv } from './mall.helpers'
import { answerOf, createAddress, createRegion, fillAddressBook } from './orders.helpers'

const db = mallEnv.DB
const input = (regionId: number, street = '4 Oba Akran Road') => ({ name: 'Ada Obi', phone: '+234 803 111 2222', regionId, city: 'Ikeja', street })
const save = (token: string, json: unknown) => answerOf(call('/api/user/address', { method: 'POST', token, json }))
const update = (token: string, json: unknown) => answerOf(call('/api/user/address/update', { method: 'POST', token, json }))
const setDefault = (token: string, addressId: unknown) => answerOf(call('/api/user/address/default', { method: 'POST', token, json: { addressId } }))
const defaultsOf = async (userId: number) =>
  (await db.prepare('SELECT id FROM addresses WHERE user_id = ? AND is_default = 1').bind(userId).all<{ id: number }>()).results.map((row) => row.id)
const rowOf = (id: number) => db.prepare('SELECT user_id, name, street, is_default FROM addresses WHERE id = ?').bind(id).first()

describe('editing an address', () => {
  it('changes only the buyer\'s own address; another user\'s answers notFound and stays as it was', async () => {
    const [ada, bayo] = await createBuyers(2)
    const region = await createRegion()
    const mine = await createAddress(ada!.id, region)
    const theirs = await createAddress(bayo!.id, region, '7 Marina')

    const refused = await update(ada!.token, { addressId: theirs, ...input(region, 'Taken over') })
    expect([refused.status, refused.key]).toEqual([404, 'notFound'])
    expect(await rowOf(theirs)).toMatchObject({ user_id: bayo!.id, name: 'Test Buyer', street: '7 Marina' })

    const moved = await createRegion({ name: `Kano ${crypto.randomUUID().slice(0, 4)}` })
    const edited = await contractData('updateAddress', await call('/api/user/address/update', {
      method: 'POST', token: ada!.token, json: { addressId: mine, ...input(moved, '  9 Zoo Road  ') },
    }))
    expect(edited).toMatchObject({ id: mine, name: 'Ada Obi', street: '9 Zoo Road', regionId: moved, isDefault: true })
    expect((await update(ada!.token, { addressId: 999_999_999, ...input(region) })).status).toBe(404)
  })

  it('refuses what the form would refuse: blank fields, a bad number, a region of another market, a malformed id', async () => {
    const [ada] = await createBuyers(1)
    const region = await createRegion()
    const mine = await createAddress(ada!.id, region)
    const ghana = await createRegion({ countryId: 3 })
    for (const json of [
      { addressId: mine, ...input(region), name: '   ' },
      { addressId: mine, ...input(region), phone: 'call me' },
      { addressId: mine, ...input(region), street: 'x'.repeat(201) },
      { addressId: mine, ...input(ghana) },
      { addressId: 'x', ...input(region) },
      input(region),
    ]) {
      const refused = await update(ada!.token, json)
      expect([refused.status, refused.key], JSON.stringify(json)).toEqual([400, 'invalidInput'])
    }
    expect(await rowOf(mine)).toMatchObject({ name: 'Test Buyer', street: '12 Allen Avenue' })
  })

  it('makes the edited address the default when asked, leaving one default', async () => {
    const [ada] = await createBuyers(1)
    const region = await createRegion()
    const first = await createAddress(ada!.id, region)
    const second = await createAddress(ada!.id, region, '9 Allen Avenue')
    await update(ada!.token, { addressId: second, ...input(region), makeDefault: true })
    expect(await defaultsOf(ada!.id)).toEqual([second])
    await update(ada!.token, { addressId: first, ...input(region, '1 Broad Street'), makeDefault: false })
    expect(await defaultsOf(ada!.id)).toEqual([second])
  })
})

describe('the default address', () => {
  it('becomes the one asked for; another user\'s answers notFound and changes no one\'s default', async () => {
    const [ada, bayo] = await createBuyers(2)
    const region = await createRegion()
    const first = await createAddress(ada!.id, region)
    const second = await createAddress(ada!.id, region, '9 Allen Avenue')
    const theirs = await createAddress(bayo!.id, region)
    expect(await defaultsOf(ada!.id)).toEqual([first])

    const refused = await setDefault(ada!.token, theirs)
    expect([refused.status, refused.key]).toEqual([404, 'notFound'])
    expect(await defaultsOf(ada!.id)).toEqual([first])
    expect(await defaultsOf(bayo!.id)).toEqual([theirs])

    const book = await contractData('setDefaultAddress', await call('/api/user/address/default', { method: 'POST', token: ada!.token, json: { addressId: second } }))
    expect(book.addresses.map((address) => [address.id, address.isDefault])).toEqual([[second, true], [first, false]])
    expect((await setDefault(ada!.token, 'x')).status).toBe(400)
    expect((await setDefault(ada!.token, 999_999_999)).status).toBe(404)
  })

  it('stays exactly one after 40 set-default calls at once on six addresses', async () => {
    const [ada] = await createBuyers(1)
    const region = await createRegion()
    const ids: number[] = []
    for (let i = 0; i < 6; i++) ids.push(await createAddress(ada!.id, region, `${i} Allen Avenue`))
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => setDefault(ada!.token, ids[i % ids.length])))
    expect(answers.every((answer) => answer.status === 200 && answer.code === 1)).toBe(true)
    const defaults = await defaultsOf(ada!.id)
    expect(defaults).toHaveLength(1)
    expect(ids).toContain(defaults[0])
  })

  it('cannot be doubled in D1 either: a second default is refused by the unique index', async () => {
    const [ada] = await createBuyers(1)
    const region = await createRegion()
    await createAddress(ada!.id, region)
    const second = await createAddress(ada!.id, region, '9 Allen Avenue')
    await expect(db.prepare('UPDATE addresses SET is_default = 1 WHERE id = ?').bind(second).run()).rejects.toThrow(/UNIQUE/)
  })
})

describe('adding an address', () => {
  it('refuses a full book with a clear error, but an address already in it is still the one there', async () => {
    const [ada] = await createBuyers(1)
    const regionId = await fillAddressBook(ada!.id)
    const full = await save(ada!.token, input(regionId, 'One more'))
    expect([full.status, full.code, full.key]).toEqual([200, 500, 'addressBookFull'])
    const again = await save(ada!.token, { name: 'Test Buyer', phone: '+234 803 000 0000', regionId, city: 'Ikeja', street: '1 Allen Avenue' })
    expect(again.code).toBe(1)
    expect(await db.prepare('SELECT COUNT(*) AS n FROM addresses WHERE user_id = ?').bind(ada!.id).first('n')).toBe(MAX_ADDRESSES)
  })

  it('counts the book in the insert itself: six forms at once on a book two short of full store two', async () => {
    const [ada] = await createBuyers(1)
    const regionId = await fillAddressBook(ada!.id)
    await db.prepare('DELETE FROM addresses WHERE user_id = ? AND is_default = 0 AND street IN (?, ?)').bind(ada!.id, '2 Allen Avenue', '3 Allen Avenue').run()
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => save(ada!.token, input(regionId, `New street ${i}`))))
    expect(answers.filter((answer) => answer.code === 1)).toHaveLength(2)
    expect(answers.filter((answer) => answer.key === 'addressBookFull')).toHaveLength(4)
    expect(await db.prepare('SELECT COUNT(*) AS n FROM addresses WHERE user_id = ?').bind(ada!.id).first('n')).toBe(MAX_ADDRESSES)
  })

  it('keeps one default when a new address is saved as the default', async () => {
    const [ada] = await createBuyers(1)
    const region = await createRegion()
    const first = await contractData('saveAddress', await call('/api/user/address', { method: 'POST', token: ada!.token, json: input(region) }))
    expect(first.isDefault).toBe(true)
    const second = await contractData('saveAddress', await call('/api/user/address', { method: 'POST', token: ada!.token, json: { ...input(region, '2 Broad Street'), makeDefault: true } }))
    expect(await defaultsOf(ada!.id)).toEqual([second.id])
  })
})
