/**
 * Accounts in real Chromium against the production build, with JavaScript off: register with a code read from the
 * local SMS outbox page (on for `npm start`, docs/accounts.md), log out, log in again with a code. The screens have
 * no axe violations in English and Arabic, the code step included.
 */
import type { Page } from 'playwright-core'
import { describe, expect, inject, test } from 'vitest'
import { codeFromOutbox, freshNumber as freshNumberOf } from './accounts'
import { useBrowser, useShopperContexts } from './browser'
import { violations } from './axe'

const baseURL = inject('baseURL')
const browser = useBrowser()
const newContext = useShopperContexts(browser, baseURL)

const freshNumber = () => freshNumberOf('0809')

async function submit(page: Page, selector: string) {
  await Promise.all([page.waitForNavigation(), page.locator(selector).click()])
}

describe('accounts with JavaScript off', () => {
  test('register with a code from the outbox, log out, log in with a code', async () => {
    const context = await newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const number = freshNumber()

    await page.goto('/m/login/login')
    await Promise.all([page.waitForURL((url) => url.pathname === '/m/login/register'), page.getByRole('link', { name: 'Create an account' }).click()])
    const form = 'form[action="/m/login/register"]'
    await page.locator(`${form} input[name=name]`).fill('Ifeoma Nwosu')
    await page.locator(`${form} input[name=phone]`).fill(number.typed)
    await submit(page, `${form} button[value=send]`)

    await expect.poll(() => page.locator(`${form} .note[role=status]`).textContent()).toContain(number.e164)
    expect(await page.locator(`${form} input[name=name]`).inputValue()).toBe('Ifeoma Nwosu')
    const code = await codeFromOutbox(context, number.e164)
    await page.locator(`${form} input[name=code]`).fill(code)
    await page.locator(`${form} input[name=password]`).fill('Ifeoma#2026')
    await page.locator(`${form} input[name=consent]`).check()
    await Promise.all([page.waitForURL((url) => url.pathname === '/m/'), page.locator(`${form} button[value=register]`).click()])

    const key = (await context.cookies()).find((cookie) => cookie.name === 'key')
    expect(key?.httpOnly).toBe(true)
    expect((await page.locator('.toast.notice[data-toast=success]').textContent())?.trim()).toBe('Welcome! Your account is ready')
    expect(await page.locator('main').textContent()).toContain('Ifeoma Nwosu')

    await Promise.all([page.waitForURL((url) => url.pathname === '/m/'), page.locator('form[action="/m/login/logout"] button').click()])
    expect((await context.cookies()).some((cookie) => cookie.name === 'key')).toBe(false)

    await page.goto('/m/login/code?back=%2Fm%2Findex')
    const codeForm = 'form[action="/m/login/code"]'
    expect(await page.locator(`${codeForm} input[name=code]`).count()).toBe(0)
    await page.locator(`${codeForm} input[name=phone]`).fill(number.typed)
    await submit(page, `${codeForm} button[value=send]`)
    const loginCode = await codeFromOutbox(context, number.e164)
    expect(loginCode).toMatch(/^\d{6}$/)
    await page.locator(`${codeForm} input[name=code]`).fill(loginCode)
    await Promise.all([page.waitForURL((url) => url.pathname === '/m/index'), page.locator(`${codeForm} button[value=login]`).click()])
    expect(await page.locator('main').textContent()).toContain('Ifeoma Nwosu')
  })
})

describe('the account screens have no axe violations at 360×740', () => {

  for (const language of ['en-US', 'ar']) {
    test(`in ${language}, with the code step and its errors`, async () => {
      const context = await newContext({ viewport: { width: 360, height: 740 }, bypassCSP: true })
      await context.addCookies([{ name: 'jde-lang', value: language, url: baseURL }])
      const page = await context.newPage()
      for (const path of ['/m/login/login', '/m/login/code', '/m/login/register', '/m/login/forgot', '/m/dev/outbox']) {
        expect((await page.goto(path))?.status(), path).toBe(200)
        expect(await violations(page), path).toEqual([])
      }
      await page.goto('/m/login/code')
      await page.locator('input[name=phone]').fill(freshNumber().typed)
      await submit(page, 'button[value=send]')
      expect(await page.locator('input[name=code]').count()).toBe(1)
      expect(await violations(page), 'code step').toEqual([])
      await submit(page, 'button[value=login]')
      expect(await page.locator('.err').count()).toBeGreaterThan(0)
      expect(await violations(page), 'code step with errors').toEqual([])
      await page.goto('/m/login/register')
      await submit(page, 'button[value=register]')
      expect(await violations(page), 'register errors').toEqual([])
    })
  }
})
