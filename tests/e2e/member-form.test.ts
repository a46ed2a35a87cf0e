/** The message-entry form: validated and sent in place with JavaScript, and the same form works without it. */
import { describe, expect, inject, test } from 'vitest'
import { shopperContext, useBrowser } from './browser'

const baseURL = inject('baseURL')
const browser = useBrowser()

describe('message entry', () => {
  test('with JavaScript: validation messages, then a success toast without a page load', async () => {
    const context = await shopperContext(browser(), baseURL)
    const page = await context.newPage()
    await page.goto('/m/member/add')
    await page.locator('m-island[data-island=member-form][data-hydrated]').waitFor()
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42))
    await page.locator('button[type=submit]').click()
    await expect.poll(() => page.locator('.err').allTextContents()).toEqual(['User name cannot be empty', 'Mobile phone number cannot be empty'])
    await page.locator('input[name=name]').fill('Ngozi Eze')
    await page.locator('input[name=phone]').fill('0803 555 0199')
    await page.locator('button[type=submit]').click()
    await page.locator('.toast[data-toast=success]').waitFor()
    expect(await page.locator('.toast[data-toast=success]').textContent()).toBe('Submitted successfully')
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42)
    expect(await page.locator('input[name=name]').inputValue()).toBe('')
    await context.close()
  })

  test('without JavaScript: the server validates and confirms', async () => {
    const context = await shopperContext(browser(), baseURL, { javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/m/member/add')
    await page.locator('input[name=name]').fill('Ngozi Eze')
    await Promise.all([page.waitForLoadState('domcontentloaded'), page.locator('button[type=submit]').click()])
    await expect.poll(() => page.locator('.err').allTextContents()).toEqual(['Mobile phone number cannot be empty'])
    expect(await page.locator('input[name=name]').inputValue()).toBe('Ngozi Eze')
    await page.locator('input[name=phone]').fill('+234 803 555 0199')
    await Promise.all([page.waitForNavigation(), page.locator('button[type=submit]').click()])
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/m/member/add')
    expect(await page.locator('.toast.notice[data-toast=success]').textContent()).toBe('Submitted successfully')
    await page.reload()
    expect(await page.locator('.toast.notice').count()).toBe(0)
    await context.close()
  })
})
