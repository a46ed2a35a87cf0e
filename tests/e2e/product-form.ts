/**
 * The product page's plain form as the browser posts it: a same-origin page (served by the test) holding the form,
 * submitted with a click, so the storefront gets exactly what a shopper's browser sends, JavaScript or not.
 */
import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'

// Outside /m/, so the offline pages' service worker never answers it in place of the test's route.
const FORM_PAGE = '/e2e/product-form'

/** "Add to cart" (the browser then lands on `back`), or "Buy now" (checkout with that one line). */
export async function postProductForm(page: Page, productId: number, { back = '/m/cart', buyNow = false }: { back?: string; buyNow?: boolean } = {}) {
  const button = buyNow ? '<button type="submit" name="buyNow" value="1">Buy now</button>' : '<button type="submit">Add to cart</button>'
  await page.route(`**${FORM_PAGE}`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><form method="post" action="/m/cart/product">
        <input type="hidden" name="productId" value="${productId}"><input type="hidden" name="quantity" value="1">
        <input type="hidden" name="idem" value="${randomUUID()}"><input type="hidden" name="back" value="${back}">
        ${button}</form>`,
    }),
  )
  await page.goto(FORM_PAGE)
  const landed = buyNow ? (url: URL) => /^\/m\/order\/confirm$/.test(url.pathname) && /^\d+$/.test(url.searchParams.get('lines') ?? '') : (url: URL) => url.pathname === back
  await Promise.all([page.waitForURL(landed), page.locator('button[type=submit]').click()])
}
