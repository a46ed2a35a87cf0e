/**
 * The retailer incentive programme in real Chromium against the production build, as the seeded Accra retailer
 * (shop_gh, Ghana): the rebate history and its details, an appeal of a refused activation rebate through the plain
 * form (its unit ticked in the list of the retailer's delivered units), with JavaScript on and again off; then the admin approves it on the review page and Wallet › Reward grows by
 * the rebate once. The retailer scans IMEIs of its deliveries (the app's scanner through a stand-in bridge, typed,
 * offline and again online, and with JavaScript off), Latest scans follows each answered scan without a reload, and the
 * scan rebate lands in Wallet › Reward once. The rules
 * screen in Arabic and Hausa at 360×740 (screenshots in tests/e2e/.shots/), and axe-core on every screen in English
 * and Arabic. The tests of this file run one after another: each reads the same Reward balance.
 */
import { mkdirSync } from 'node:fs'
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, inject, test } from 'vitest'
import { logIn, type ShopperOptions, useBrowser, useShopperContexts } from './browser'
import { addFakeHost, SCANNED } from './fake-hosts'
import { violations } from './axe'

const baseURL = inject('baseURL')
const browser = useBrowser()
const PHONE = { width: 360, height: 740 }
const SHOTS = 'tests/e2e/.shots'
/** Refused activation rebates of the seeded campaign 3006 (mall/seed/0013_rebates.sql): one per run. */
const REFUSED = { on: '352099150001986', off: '352099150002059' }

const openContext = useShopperContexts(browser, baseURL)

async function signedIn(username: string, back: string, options: ShopperOptions = {}): Promise<BrowserContext> {
  const context = await openContext({ market: 'GH', ...options })
  await logIn(context, username, { back })
  return context
}

const noticeText = async (page: Page) => (await page.locator('.toast.notice').textContent())?.trim()
const cedis = (text: string) => Number(text.replace(/[^\d.]/g, ''))
const balance = async (page: Page) => {
  await page.goto('/m/wallet/reward')
  return cedis((await page.locator('.bal span').textContent())!)
}

function scriptsOf(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') seen.push(request.url())
  })
  return seen
}

/** The retailer appeals the refused rebate of `imei` from its line in the history; returns the appeal's page address. */
async function appealFromHistory(page: Page, imei: string, shoot = false): Promise<string> {
  await page.goto('/m/rebate/rebateHistory')
  const campaign = page.locator('section.card').filter({ has: page.locator('a[href*="campaignId=3006"]') })
  expect(await campaign.locator('h2').textContent()).toBe('Activation rebate')
  await Promise.all([page.waitForURL(/rebateHistoryDetails/), campaign.getByRole('link', { name: 'Orders and IMEIs' }).click()])
  const line = page.locator('li.card').filter({ hasText: imei })
  expect(await line.textContent()).toMatch(/Not eligible/)
  await Promise.all([page.waitForURL(/\/m\/rebate\/appeal\?/), line.getByRole('link', { name: 'Appeal', exact: true }).click()])
  expect(await page.locator('select[name=campaignId]').inputValue()).toBe('3006')
  // The refused unit is one of the retailer's delivered units listed to tick, and comes ticked; the field below is for others.
  const unit = page.locator(`input[type=checkbox][name=unit][value="${imei}"]`)
  expect(await unit.isChecked()).toBe(true)
  expect(await page.locator('textarea[name=imeis]').inputValue()).toBe('')
  if (shoot) {
    // The form with its tick list, on a phone, in English and in Arabic (back in English afterwards).
    mkdirSync(SHOTS, { recursive: true })
    await page.setViewportSize(PHONE)
    await page.screenshot({ path: `${SHOTS}/appeal-units-en-US.png`, fullPage: true })
    await page.context().addCookies([{ name: 'jde-lang', value: 'ar', url: baseURL }])
    await page.reload()
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    await page.screenshot({ path: `${SHOTS}/appeal-units-ar.png`, fullPage: true })
    await page.context().addCookies([{ name: 'jde-lang', value: 'en-US', url: baseURL }])
    await page.reload()
  }
  await unit.uncheck()
  expect(await unit.isChecked()).toBe(false)
  await unit.check()
  await page.locator('textarea[name=note]').fill('The customer activated it in time; the <network> was down.')
  await Promise.all([page.waitForURL(/\/m\/rebate\/appealRecordDetails\?id=\d+$/), page.getByRole('button', { name: 'Submit appeal' }).click()])
  return new URL(page.url()).pathname + new URL(page.url()).search
}

describe('a retailer appeals a refused rebate; an admin approves it; Wallet › Reward grows once', () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, async () => {
      const imei = javaScriptEnabled ? REFUSED.on : REFUSED.off
      const shop = await signedIn('shop_gh', '/m/rebate/rebateHistory', { javaScriptEnabled })
      const page = await shop.newPage()
      const scripts = scriptsOf(page)
      const before = await balance(page)

      await page.goto('/m/rebate/rebateHistory')
      expect(await page.locator('h1').textContent()).toBe('Rebate history')
      expect(await page.locator('section.card').filter({ hasText: 'Tiered cash rebate' }).count()).toBeGreaterThan(0)
      expect(await page.locator('.figures').textContent()).toMatch(/Credited.*GH₵/)

      const appealPath = await appealFromHistory(page, imei, javaScriptEnabled)
      expect(await noticeText(page)).toBe('Submitted successfully')
      const details = (await page.locator('main').textContent())!
      expect(details).toContain('Pending')
      expect(details).toContain('An admin will review this appeal; you will see the decision here.')
      expect(details).toContain(imei)
      expect(await page.locator('main p.note bdi').first().textContent()).toBe('The customer activated it in time; the <network> was down.')

      await page.goto('/m/rebate/appealRecords')
      expect(await page.locator('.figures').textContent()).toMatch(/IMEI appeal count\d+Approved quantity\d+IMEI appeal quantity\d+/)
      expect(await page.locator(`a[href="${appealPath}"]`).count()).toBe(1)
      expect(scripts).toEqual([])

      // The admin, on the review page of the Ghana market, approves it with the plain form.
      const admin = await signedIn('admin', '/m/admin/appeals', { javaScriptEnabled })
      const review = await admin.newPage()
      await review.goto('/m/admin/appeals')
      const appealId = new URL(`${baseURL}${appealPath}`).searchParams.get('id')!
      const card = review.locator(`a[href="/m/admin/appeals?id=${appealId}"]`)
      expect(await card.textContent()).toContain('Accra Phone Centre')
      await Promise.all([review.waitForURL(/\?id=\d+$/), card.click()])
      expect(await review.locator('main').textContent()).toContain('The customer activated it in time; the <network> was down.')
      expect(await review.locator('main').textContent()).toContain('Approving every IMEI credits GH₵50.00')
      await Promise.all([review.waitForURL(/\?id=\d+$/), review.getByRole('button', { name: 'Approve all' }).click()])
      expect(await noticeText(review)).toBe('Appeal approved')
      expect(await review.locator('main').textContent()).toMatch(/Mall Admin approved 1 IMEI\b/)

      // The rebate lands once in Wallet › Reward, however often the retailer looks.
      expect(await balance(page)).toBeCloseTo(before + 50, 2)
      await page.reload()
      expect(cedis((await page.locator('.bal span').textContent())!)).toBeCloseTo(before + 50, 2)
      await page.goto(appealPath)
      expect(await page.locator('main').textContent()).toContain('Approved')
      expect(await page.locator('main').textContent()).toContain('GH₵50.00')
    })
  }
})

/** Unscanned units of the seed (mall/seed/0019_imei-scans.sql): signed, of an order placed before any campaign; and not signed yet. */
const UNSCANNED = { offline: '352099150002208', off: '352099150002216', unsigned: '354678130002301' }

const scanRow = (page: Page, imei: string) => page.locator(`.scans li[data-imei="${imei}"]`).first()

describe('IMEI scan at delivery', () => {
  test('in the app: the scan button fills the IMEI from the app\'s camera, the unit is claimed, and its rebate lands once', async () => {
    const shop = await signedIn('shop_gh', '/m/imei/scan', { viewport: PHONE, userAgent: 'Mozilla/5.0 (Linux; Android 13) MallApp/12' })
    await addFakeHost(shop, 'android')
    const page = await shop.newPage()
    const before = await balance(page)
    await page.goto('/m/imei/scan')
    await page.locator('m-island[data-island="imei-scan"][data-hydrated]').waitFor({ state: 'attached' })
    await page.locator('button[data-scan]').click()
    await expect.poll(() => page.locator('input[name=imei]').inputValue()).toBe(SCANNED)
    await page.getByRole('button', { name: 'Check and claim' }).click()
    await expect.poll(() => scanRow(page, SCANNED).getAttribute('data-state')).toBe('approved')
    expect(await scanRow(page, SCANNED).textContent()).toContain('IMEI scanned and approved')
    // Latest scans shows the approved scan at once, without a reload.
    const latest = page.locator(`ul.scans[data-history] li[data-imei="${SCANNED}"]`)
    await expect.poll(() => latest.first().getAttribute('data-state')).toBe('approved')
    expect(await page.locator('[data-history="empty"]').count()).toBe(0)

    // A wrong last digit is said in place, before anything is sent.
    const wrongDigit = `${UNSCANNED.unsigned.slice(0, 14)}${(Number(UNSCANNED.unsigned.at(-1)) + 1) % 10}`
    await page.locator('input[name=imei]').fill(wrongDigit)
    await page.getByRole('button', { name: 'Check and claim' }).click()
    await expect.poll(() => scanRow(page, wrongDigit).getAttribute('data-state')).toBe('refused')
    expect(await scanRow(page, wrongDigit).textContent()).toContain('The last digit of this IMEI (its check digit) is wrong')

    await page.locator('input[name=imei]').fill(UNSCANNED.unsigned)
    await page.getByRole('button', { name: 'Check and claim' }).click()
    await expect.poll(() => scanRow(page, UNSCANNED.unsigned).getAttribute('data-state')).toBe('refused')
    expect(await scanRow(page, UNSCANNED.unsigned).textContent()).toContain('This unit has not been signed for yet')

    // The Cron job's engine (run here by the admin, twice) pays the scan rebate of campaign 3004 once: GH₵200.
    const admin = await signedIn('admin', '/m/admin/appeals')
    for (let run = 0; run < 2; run++) {
      const ran = await admin.request.post(`${baseURL}/m/api/admin/jobs/run`, { headers: { accept: 'application/json' }, data: {} })
      expect(((await ran.json()) as { code: number }).code).toBe(1)
    }
    expect(await balance(page)).toBeCloseTo(before + 200, 2)
    await page.goto(`/m/rebate/rebateHistoryDetails?campaignId=3004&month=${new Date().toISOString().slice(0, 7)}`)
    expect(await page.locator('li.card').filter({ hasText: SCANNED }).textContent()).toMatch(/Credited/)
  })

  test('offline in a browser: the typed scan waits on the phone, and is claimed once when the connection returns', async () => {
    const shop = await signedIn('shop_gh', '/m/imei/scan', { viewport: PHONE })
    const page = await shop.newPage()
    await page.goto('/m/imei/scan')
    await page.locator('m-island[data-island="imei-scan"][data-hydrated]').waitFor({ state: 'attached' })
    await shop.setOffline(true)
    await page.locator('input[name=imei]').fill(UNSCANNED.offline)
    await page.getByRole('button', { name: 'Check and claim' }).click()
    await expect.poll(() => scanRow(page, UNSCANNED.offline).getAttribute('data-state')).toBe('pending')
    expect(await page.locator('p.note[role=status]').textContent()).toContain('You are offline')
    await shop.setOffline(false)
    await expect.poll(() => scanRow(page, UNSCANNED.offline).getAttribute('data-state')).toBe('approved')
    await page.reload()
    expect(await page.locator(`.scans li[data-imei="${UNSCANNED.offline}"][data-state="approved"]`).count()).toBe(1)
    expect(await page.evaluate(() => new Promise<number>((resolve) => {
      const open = indexedDB.open('mall-imei', 1)
      open.onsuccess = () => {
        const count = open.result.transaction('queue').objectStore('queue').count()
        count.onsuccess = () => resolve(count.result)
      }
    }))).toBe(0)
  })

  test('with JavaScript off: the plain form claims a typed IMEI, and says so when it is sent again', async () => {
    const shop = await signedIn('shop_gh', '/m/imei/scan', { javaScriptEnabled: false })
    const page = await shop.newPage()
    for (const expected of ['IMEI scanned and approved', 'You have already scanned this IMEI']) {
      await page.goto('/m/imei/scan')
      await page.locator('input[name=imei]').fill(UNSCANNED.off)
      await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Check and claim' }).click()])
      expect(await noticeText(page)).toBe(expected)
    }
  })
})

describe('the screens in Chromium at 360×740', () => {
  test('the rules screen in Arabic and Hausa: right to left in Arabic, amounts left to right, nothing wider than the screen (screenshots)', async () => {
    mkdirSync(SHOTS, { recursive: true })
    for (const language of ['en-US', 'ar', 'ha'] as const) {
      const context = await openContext({ market: 'GH', viewport: PHONE })
      await context.addCookies([{ name: 'jde-lang', value: language, url: baseURL }])
      const page = await context.newPage()
      await page.goto('/m/incentive/order-rebate')
      expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr')
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(width).toBeLessThanOrEqual(PHONE.width)
      // Amounts read left to right in every language: GH₵24.00, never 00.24₵GH.
      const amounts = await page.locator('td[dir=ltr]').allTextContents()
      expect(amounts).toContain('GH₵24.00')
      const tier = page.locator('section.card').filter({ has: page.locator('#campaign-3001') })
      const box = await tier.boundingBox()
      expect(box!.width).toBeLessThanOrEqual(PHONE.width)
      await page.screenshot({ path: `${SHOTS}/rebate-rules-${language}.png`, fullPage: true })
      await page.goto('/m/incentive/activate-rebate')
      await page.screenshot({ path: `${SHOTS}/rebate-activation-${language}.png`, fullPage: true })
    }
  })

  for (const language of ['en-US', 'ar'] as const) {
    test(`every screen of the programme in ${language} has no axe violation`, async () => {
      const shop = await signedIn('shop_gh', '/m/rebate/rebateHistory', { viewport: PHONE })
      await shop.addCookies([{ name: 'jde-lang', value: language, url: baseURL }])
      const page = await shop.newPage()
      for (const path of [
        '/m/incentive/order-rebate', '/m/incentive/activate-rebate', '/m/rebate/accessoriesRebate', '/m/rebate/rebateHistory',
        '/m/rebate/appeal?campaignId=3006', '/m/rebate/appealRecords', '/m/rebate/appealRecordDetails?id=100000302', '/m/imei/scan',
      ]) {
        await page.goto(path)
        expect(await violations(page), path).toEqual([])
      }
      await page.goto('/m/rebate/appeal?campaignId=3006')
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
      await page.screenshot({ path: `${SHOTS}/appeal-form-${language}.png`, fullPage: true })
      await page.goto('/m/imei/scan')
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
      await page.screenshot({ path: `${SHOTS}/imei-scan-${language}.png`, fullPage: true })
      await page.goto('/m/rebate/rebateHistory')
      await Promise.all([page.waitForURL(/rebateHistoryDetails/), page.locator('section.card a.btn').first().click()])
      expect(await violations(page), 'details').toEqual([])
      await page.screenshot({ path: `${SHOTS}/rebate-details-${language}.png`, fullPage: true })

      const admin = await signedIn('admin', '/m/admin/appeals', { viewport: PHONE })
      await admin.addCookies([{ name: 'jde-lang', value: language, url: baseURL }])
      const review = await admin.newPage()
      for (const path of ['/m/admin/appeals', '/m/admin/appeals?tab=reviewed', '/m/admin/appeals?id=100000301']) {
        await review.goto(path)
        expect(await violations(review), path).toEqual([])
      }
      await review.screenshot({ path: `${SHOTS}/admin-appeal-${language}.png`, fullPage: true })
    })
  }
})
