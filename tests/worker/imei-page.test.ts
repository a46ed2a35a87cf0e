import { describe, expect, it } from 'vitest'
import { tokenFor } from './helpers'
import { retailerWithDelivery } from './imei.helpers'
import { shopperPages } from './shopper-pages.helpers'

const HERE = '/m/imei/scan'
const { page, html, postForm, noticeOf, followed, noticeText } = shopperPages({ market: 'countryId=3; countryCode=GH', addressPrefix: '198.18.7' })
const formKey = (body: string) => /name="idem" value="([^"]+)"/.exec(body)?.[1] ?? null

describe('the IMEI scan page', () => {
  it('sends a guest to log in, and tells a buyer it is not for them', async () => {
    const guest = await page(HERE, null)
    expect(guest.status).toBe(302)
    expect(guest.headers.get('location')).toContain('/m/login/login')
    const buyer = await page(HERE, await tokenFor('amina'))
    expect(buyer.status).toBe(403)
    expect(await buyer.text()).toContain('No permission for current operation')
  })

  it('with JavaScript off: a retailer claims a unit with the plain form; the same form again changes nothing; refusals say why', async () => {
    const { shop, imeis } = await retailerWithDelivery({ units: 2, signed: 1 })
    const body = await html(HERE, shop.token)
    expect(body).toContain('<m-island data-island="imei-scan" data-when="visible"')
    expect(body).toContain('No scans yet')
    expect(body).toContain('>Scan</button>')
    const idem = formKey(body)!

    const claimed = await postForm(HERE, shop.token, { idem, imei: imeis[0]! })
    expect(noticeOf(claimed)).toBe('ok.imeiScan.approved')
    const after = await followed(claimed, shop.token)
    expect(noticeText(after)).toBe('IMEI scanned and approved')
    expect(after).toMatch(new RegExp(`data-imei="${imeis[0]}" data-state="approved"><span class="row"><bdi dir="ltr">${imeis[0]}</bdi><b class="scan-approved">Approved</b>`))

    expect(noticeOf(await postForm(HERE, shop.token, { idem, imei: imeis[0]! }))).toBe('ok.imeiScan.approved')
    const unsigned = await postForm(HERE, shop.token, { idem: crypto.randomUUID(), imei: imeis[1]! })
    expect(noticeText(await followed(unsigned, shop.token))).toBe('This unit has not been signed for yet')
    const typo = await postForm(HERE, shop.token, { idem: crypto.randomUUID(), imei: '1234' })
    expect(noticeOf(typo)).toBe('fail.error.imeiInvalid')
    // A wrong last digit, and another shop's unit, each say what is wrong in the retailer's words.
    const wrongDigit = `${imeis[1]!.slice(0, 14)}${(Number(imeis[1]!.at(-1)) + 1) % 10}`
    const checkDigit = await postForm(HERE, shop.token, { idem: crypto.randomUUID(), imei: wrongDigit })
    expect(noticeOf(checkDigit)).toBe('fail.error.imeiCheckDigit')
    expect(noticeText(await followed(checkDigit, shop.token))).toBe('The last digit of this IMEI (its check digit) is wrong: check the number and enter it again')
    const other = await retailerWithDelivery({ units: 1, signed: 1 })
    const notOurs = await postForm(HERE, shop.token, { idem: crypto.randomUUID(), imei: other.imeis[0]! })
    expect(noticeText(await followed(notOurs, shop.token))).toBe('This IMEI is not in any of your deliveries')
    const list = await html(HERE, shop.token)
    expect(list.match(/data-state="approved"/g)).toHaveLength(1)
    expect(list.match(/data-state="refused"/g)).toHaveLength(4)
    expect(list).not.toContain('Resource does not exist')
  })

  it('is in Arabic with the IMEIs kept left to right, and linked from the rebate history', async () => {
    const { shop, imeis } = await retailerWithDelivery({ units: 1, signed: 1 })
    await postForm(HERE, shop.token, { idem: crypto.randomUUID(), imei: imeis[0]! })
    const body = await html(HERE, shop.token, 'jde-lang=ar')
    expect(body).toContain('مسح أرقام IMEI')
    expect(body).toContain(`<bdi dir="ltr">${imeis[0]}</bdi>`)
    expect(await html('/m/rebate/rebateHistory', shop.token)).toContain('href="/m/imei/scan"')
  })
})
