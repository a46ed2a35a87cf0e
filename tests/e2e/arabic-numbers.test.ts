/**
 * In Arabic, numbers, prices and phone numbers keep their own left-to-right order inside right-to-left text: the
 * current and the old price are two separate boxes in reading order (right to left), each with its digits in order,
 * and a phone number in the agreement prints its digit groups as written.
 */
import { describe, expect, inject, test } from 'vitest'
import { shopperContext, useBrowser } from './browser'

const baseURL = inject('baseURL')
const browser = useBrowser()

async function arabicPage(path: string) {
  const context = await shopperContext(browser(), baseURL, { viewport: { width: 360, height: 740 } })
  await context.addCookies([{ name: 'jde-lang', value: 'ar', url: baseURL }])
  const page = await context.newPage()
  await page.goto(path)
  return { context, page }
}

describe('Arabic keeps numbers in order', () => {
  test('prices: the current price stands right of the old one, each one left to right', async () => {
    const { context, page } = await arabicPage('/m/activity/sale')
    const card = page.locator('article.item').first()
    const price = card.locator('.price')
    const was = card.locator('.was')
    expect(await price.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr')
    expect(await price.evaluate((el) => getComputedStyle(el).unicodeBidi)).toBe('isolate')
    const [priceBox, wasBox] = [(await price.boundingBox())!, (await was.boundingBox())!]
    // Reading order is right to left: the current price first, so further right, with no overlap.
    expect(priceBox.x).toBeGreaterThanOrEqual(wasBox.x + wasBox.width)
    // The symbol comes first, to the left of the digits, as written in every market.
    const text = (await price.textContent())!.trim()
    expect(text).toMatch(/^₦[\d,]+$/)
    const firstChar = await price.evaluate((el) => {
      const range = document.createRange()
      range.setStart(el.firstChild!, 0)
      range.setEnd(el.firstChild!, 1)
      return range.getBoundingClientRect().x
    })
    expect(firstChar).toBeLessThan(priceBox.x + 8)
    await context.close()
  })

  test('a phone number in the agreement keeps its digit groups in order', async () => {
    const { context, page } = await arabicPage('/m/tmpl/document')
    const phone = page.locator('a[href^="tel:"]')
    expect((await phone.textContent())?.trim()).toBe('+234 201 700 0000')
    expect(await phone.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr')
    const groups = await phone.evaluate((el) => {
      const node = el.firstChild!
      const text = node.textContent!
      return ['+234', '201', '700', '0000'].map((group) => {
        const range = document.createRange()
        const at = text.indexOf(group)
        range.setStart(node, at)
        range.setEnd(node, at + group.length)
        return range.getBoundingClientRect().x
      })
    })
    // Left to right on screen, in the order written.
    expect([...groups].sort((a, b) => a - b)).toEqual(groups)
    await context.close()
  })

  test('a range of days reads from the smaller number to the larger, left to right', async () => {
    const { context, page } = await arabicPage('/m/product/info?id=701')
    const range = page.locator('bdi', { hasText: /^\d+–\d+$/ }).first()
    const [from, to] = (await range.textContent())!.split('–').map(Number)
    expect(from).toBeLessThan(to!)
    const xs = await range.evaluate((el) => {
      const node = el.firstChild!
      const text = node.textContent!
      return [0, text.length - 1].map((at) => {
        const r = document.createRange()
        r.setStart(node, at)
        r.setEnd(node, at + 1)
        return r.getBoundingClientRect().x
      })
    })
    // The first digit written is painted further left than the last one: `1–5`, not `5–1` (as a bare RTL run would).
    expect(xs[0]).toBeLessThan(xs[1]!)
    await context.close()
  })
})
