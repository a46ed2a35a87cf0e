import { createExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import type { ZodType } from 'zod'
import { endpoints, type EndpointName, type ResponseOf } from '../../contract'
import { mall, type MallBindings } from '../../mall'
import { hashToken } from '../../mall/core/auth'
import { expect } from 'vitest'

export const mallEnv = env as unknown as MallBindings

export const DEMO_PASSWORD = 'Mall@2026'
export const NG = 7

type CallInit = RequestInit & { token?: string; json?: unknown; headers?: Record<string, string> }

/**
 * A request to the embedded mall, in-process, as the storefront's upstream client sends it (the worker's `/api` door
 * and its guards have tests of their own).
 */
export function call(path: string, { token, json, headers = {}, ...init }: CallInit = {}) {
  const allHeaders: Record<string, string> = { ...headers }
  if (token) allHeaders.authorization = `Bearer ${token}`
  else allHeaders.authorization ??= `Basic ${btoa('storefront:local-demo')}`
  if (json !== undefined) allHeaders['content-type'] = 'application/json'
  const request = new Request(`https://mall.test${path}`, {
    ...init,
    headers: allHeaders,
    body: json === undefined ? init.body : JSON.stringify(json),
  })
  return Promise.resolve(mall.fetch(request, mallEnv, createExecutionContext()))
}

export async function login(username: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await call('/api/user/login', { method: 'POST', json: { username, password } })
  const body = await response.json<{ data: { token: string } }>()
  return body.data.token
}

const randomToken = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(32)), (byte) => byte.toString(16).padStart(2, '0')).join('')

/** Buyers with live sessions, written straight into D1 (no password needed). */
export async function createBuyers(count: number, countryId = NG): Promise<{ id: number; token: string }[]> {
  const db = mallEnv.DB
  const prefix = `t${randomToken().slice(0, 10)}`
  const inserted = await db.batch<{ id: number }>(
    Array.from({ length: count }, (_, i) =>
      db
        .prepare(
          "INSERT INTO users (username, password_hash, nickname, role, country_id) VALUES (?, 'x', ?, 'buyer', ?) RETURNING id",
        )
        .bind(`${prefix}_${i}`, `Buyer ${i}`, countryId),
    ),
  )
  const buyers = inserted.map((result) => ({ id: result.results[0]!.id, token: randomToken() }))
  const now = Date.now()
  await db.batch(
    await Promise.all(
      buyers.map(async (buyer) =>
        db
          .prepare('INSERT INTO auth_sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
          .bind(await hashToken(buyer.token), buyer.id, now, now + 86_400_000),
      ),
    ),
  )
  return buyers
}

const HOUR = 3_600_000

/** A one-item flash session in NG that is live (or coming / ended), returning the flash item id. */
export async function createFlashItem(options: {
  total: number
  sold?: number
  limitPerBuyer?: number
  status?: 'live' | 'coming' | 'ended'
}): Promise<number> {
  const db = mallEnv.DB
  const now = Date.now()
  const [startAt, endAt] =
    options.status === 'coming' ? [now + HOUR, now + 2 * HOUR] : options.status === 'ended' ? [now - 2 * HOUR, now - HOUR] : [now - HOUR, now + HOUR]
  const session = await db
    .prepare('INSERT INTO flash_sessions (country_id, start_at, end_at) VALUES (?, ?, ?) RETURNING id')
    .bind(NG, startAt, endAt)
    .first<{ id: number }>()
  const item = await db
    .prepare(
      `INSERT INTO flash_items (session_id, product_id, price_minor, original_price_minor, total, sold, limit_per_buyer)
       VALUES (?, 701, 9999900, 18999900, ?, ?, ?) RETURNING id`,
    )
    .bind(session!.id, options.total, options.sold ?? 0, options.limitPerBuyer ?? 1)
    .first<{ id: number }>()
  return item!.id
}

export const stockOf = (flashItemId: number) =>
  mallEnv.FLASH_STOCK.get(mallEnv.FLASH_STOCK.idFromName(`flash-item:${flashItemId}`))

export async function cartCount(token: string): Promise<number> {
  const response = await call('/api/cart/count', { token })
  return (await response.json<{ data: { count: number } }>()).data.count
}

/**
 * An answer exactly as the contract says: the envelope with `code` 1, `data` that the endpoint's schema accepts
 * with nothing left over, and whole numbers written as whole numbers (no `3.0`).
 */
export async function contractData<N extends EndpointName>(name: N, response: Response): Promise<ResponseOf<N>> {
  const text = await response.text()
  if (/\d\.0(?![\d])/.test(text.replace(/"[^"]*"/g, '""'))) throw new Error(`${name} wrote a whole number as a float: ${text}`)
  const body = JSON.parse(text) as { code: number; data: unknown }
  if (body.code !== 1) throw new Error(`${name} answered ${text}`)
  const parsed = (endpoints[name].response as ZodType).parse(body.data)
  if (JSON.stringify(parsed) !== JSON.stringify(body.data)) throw new Error(`${name} answered fields the contract does not have: ${text}`)
  return parsed as ResponseOf<N>
}

/**
 * The answers to one key sent several times at once: the first to claim the key runs, the ones that arrive while it
 * is in flight are answered 'repeatedRequest' (429, nothing run). Returns the others, the decided answers.
 */
export function decidedAnswers<T extends { code: number; key?: string }>(answers: T[]): T[] {
  for (const answer of answers.filter((a) => a.key === 'repeatedRequest')) expect(answer).toMatchObject({ code: 429, key: 'repeatedRequest' })
  const decided = answers.filter((answer) => answer.key !== 'repeatedRequest')
  expect(decided.length).toBeGreaterThan(0)
  return decided
}
