/** New accounts in the browser, the way a shopper makes one: a number no earlier run used, the code from the outbox. */
import type { BrowserContext, Page } from 'playwright-core'

/**
 * A Nigerian number no earlier run used, as typed at home and as the mall stores it. Each test file passes its own
 * network `prefix` (0807, 0809, …) so files running side by side never pick the same number.
 */
export function freshNumber(prefix: string, salt = 0) {
  const digits = String((Date.now() + salt) % 10_000_000).padStart(7, '0')
  return { typed: `${prefix} ${digits.slice(0, 3)} ${digits.slice(3)}`, e164: `+234${prefix.slice(1)}${digits}` }
}

/** The code in the latest text to `e164`, read the way docs/accounts.md says: the outbox page. */
export async function codeFromOutbox(context: BrowserContext, e164: string): Promise<string> {
  const page = await context.newPage()
  try {
    const response = await page.goto(`/m/dev/outbox?phone=${encodeURIComponent(e164)}`)
    if (response?.status() !== 200) throw new Error(`the outbox answered ${response?.status()}`)
    const text = await page.locator(`article[data-phone="${e164}"] p[lang=en]`).first().textContent()
    const code = /\b(\d{6})\b/.exec(text ?? '')?.[1]
    if (!code) throw new Error(`no code in the outbox for ${e164}: ${text}`)
    return code
  } finally {
    await page.close()
  }
}

/** Registers a new account in the page's context with plain forms (JavaScript on or off); the page ends on the home page. */
export async function registerBuyer(page: Page, { prefix, name, password }: { prefix: string; name: string; password: string }) {
  const number = freshNumber(prefix)
  await page.goto('/m/login/register')
  const form = 'form[action="/m/login/register"]'
  await page.locator(`${form} input[name=name]`).fill(name)
  await page.locator(`${form} input[name=phone]`).fill(number.typed)
  await Promise.all([page.waitForNavigation(), page.locator(`${form} button[value=send]`).click()])
  await page.locator(`${form} input[name=code]`).fill(await codeFromOutbox(page.context(), number.e164))
  await page.locator(`${form} input[name=password]`).fill(password)
  await page.locator(`${form} input[name=consent]`).check()
  await Promise.all([page.waitForURL((url) => url.pathname === '/m/'), page.locator(`${form} button[value=register]`).click()])
  return number
}
