import { describe, expect, it } from 'vitest'
import { shareLinks, shareUrl } from '../../islands/share/url'
import { intentUrl } from '../../routes/_parts/open-in-app'

describe('shareUrl', () => {
  it('keeps the path, the page query and the market; drops session, analytics, coupon and the sheet flag', () => {
    const url = shareUrl('https://shop.example', '/m/product/info?key=secret&did=abc&coupon=C1&is_open_shareDialog=y&utm_source=x#top', { id: 708 }, 7)
    expect(url).toBe('https://shop.example/m/product/info?id=708&countryId=7')
  })
  it('leaves the market out when it is not known, and empty values out', () => {
    expect(shareUrl('https://shop.example', '/m/product/info', { id: 3, session: '' }, null)).toBe('https://shop.example/m/product/info?id=3')
  })
})

describe('shareLinks', () => {
  it('puts the text and the URL in WhatsApp, Telegram and SMS links', () => {
    const links = shareLinks('https://shop.example/m/product/info?id=1&countryId=7', 'itel A70')
    expect(links.whatsapp).toBe('https://wa.me/?text=itel%20A70%20https%3A%2F%2Fshop.example%2Fm%2Fproduct%2Finfo%3Fid%3D1%26countryId%3D7')
    expect(links.telegram).toBe('https://t.me/share/url?url=https%3A%2F%2Fshop.example%2Fm%2Fproduct%2Finfo%3Fid%3D1%26countryId%3D7&text=itel%20A70')
    expect(links.sms).toBe('sms:?&body=itel%20A70%20https%3A%2F%2Fshop.example%2Fm%2Fproduct%2Finfo%3Fid%3D1%26countryId%3D7')
  })
})

describe('intentUrl', () => {
  it('opens the page in the app, falling back to the page', () => {
    expect(intentUrl('https://shop.example/m/product/info?id=1', 'africa.soko.mall')).toBe(
      'intent://shop.example/m/product/info?id=1#Intent;scheme=https;package=africa.soko.mall;S.browser_fallback_url=https%3A%2F%2Fshop.example%2Fm%2Fproduct%2Finfo%3Fid%3D1;end',
    )
    expect(intentUrl('https://shop.example/m/', null)).not.toContain('package=')
  })
})
