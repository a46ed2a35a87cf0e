/**
 * The provider's kit, `npm run check:upstream`, run as a provider runs it: a child process calling the reference
 * mall's API over HTTP with the seed's accounts. Every check must hold. Its writes stay clear of what the other e2e
 * files rely on: the buyer is yacine (Algeria, a market no other file shops in), the retailer shop_gh only reads, and
 * the flash item it buys is one of Algeria's, first brought down to one unit left so that its burst of buys is more
 * than the stock.
 */
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { CHECKS } from '../../scripts/check-upstream/checks'

const apiURL = inject('apiURL')
const PASSWORD = 'Mall@2026'
const ACCOUNTS = { buyer: 'yacine', retailer: 'shop_gh', admin: 'admin' }
/** Algeria's live flash session holds items 521–524; 522 allows two units per buyer. */
const FLASH_ITEM = 522
const BURST = 6

const basic = /^UPSTREAM_BASIC_AUTH=(.*)$/m.exec(existsSync('.dev.vars') ? readFileSync('.dev.vars', 'utf8') : '')?.[1] ?? 'storefront:local-demo'

async function api(path: string, init: { token?: string; body?: unknown; key?: string } = {}) {
  const headers: Record<string, string> = { accept: 'application/json', SYSTEM_TYPE: '1', COUNTRY_ID: '5', COUNTRY_CODE: 'DZ' }
  headers.authorization = init.token ? `Bearer ${init.token}` : `Basic ${Buffer.from(basic).toString('base64')}`
  if (init.body !== undefined) headers['content-type'] = 'application/json'
  if (init.key) headers['idempotency-key'] = init.key
  const response = await fetch(`${apiURL}${path}`, { method: init.body === undefined ? 'GET' : 'POST', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) })
  return (await response.json()) as { code: number; data: any; key?: string }
}

function runKit(args: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'check:upstream', '--', ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    child.stdout.on('data', (chunk) => (out += chunk))
    child.stderr.on('data', (chunk) => (out += chunk))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, out }))
  })
}

describe('npm run check:upstream against the reference mall', () => {
  let stock: { total: number; sold: number }
  let adminToken: string
  let seededTotal: number

  beforeAll(async () => {
    const login = await api('/api/user/login', { body: { username: ACCOUNTS.admin, password: PASSWORD } })
    expect(login.code).toBe(1)
    const token = (adminToken = login.data.token as string)
    const before = await api(`/api/admin/flashSale/stock?flashItemId=${FLASH_ITEM}`, { token })
    expect(before.code).toBe(1)
    seededTotal = before.data.total
    const set = await api('/api/admin/flashSale/stock', { token, body: { flashItemId: FLASH_ITEM, total: before.data.sold + 1 }, key: `kit-e2e-stock-${before.data.sold}` })
    expect(set.code).toBe(1)
    stock = set.data
  })

  afterAll(async () => {
    if (adminToken && seededTotal) await api('/api/admin/flashSale/stock', { token: adminToken, body: { flashItemId: FLASH_ITEM, total: seededTotal }, key: `kit-e2e-restock-${stock.sold}` })
  })

  test('every check holds, and the burst at a flash item with one unit left sells exactly one', { timeout: 120_000 }, async () => {
    const { code, out } = await runKit([
      '--base', apiURL, '--basic', basic,
      '--buyer', `${ACCOUNTS.buyer}:${PASSWORD}`, '--retailer', `${ACCOUNTS.retailer}:${PASSWORD}`, '--admin', `${ACCOUNTS.admin}:${PASSWORD}`,
      '--flash-item', String(FLASH_ITEM), '--concurrency', String(BURST),
    ])
    const rows = CHECKS.map((check) => out.split('\n').find((line) => line.startsWith(`${check.name}  `)) ?? `${check.name}: no row`)
    expect(rows.filter((row) => !/^.+?\s{2,}holds\s{2}/.test(row)), out).toEqual([])
    expect(code, out).toBe(0)
    expect(out).toContain(`${BURST} buys at once of flash item #${FLASH_ITEM} (1 left, 2 per buyer): 1 succeeded, refused soldOut×${BURST - 1}; sold ${stock.sold} → ${stock.sold + 1} of ${stock.total}`)
    expect(out).toMatch(new RegExp(`${BURST} claims at once of coupon #\\d+: 1 received, refused couponReceivedAlready×${BURST - 1}`))
  })

  test('a wrong --base answers with failing rows and exit code 1; a missing option with the usage and exit code 2', async () => {
    const broken = await runKit(['--base', `${apiURL}/nowhere`, '--buyer', 'a:b', '--retailer', 'c:d', '--admin', 'e:f'])
    expect(broken.code, broken.out).toBe(1)
    expect(broken.out).toMatch(/^guest reads parse\s+FAILS/m)
    const usage = await runKit(['--base', apiURL])
    expect(usage.code).toBe(2)
    expect(usage.out).toContain('--buyer takes user:pass')
  })
})
