import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { CLAIM_STALE_MS, IDEMPOTENCY_TTL_MS } from '../../mall/core/idempotent-write'
import { JOBS } from '../../mall/core/scheduled'
import mallWorker from '../../mall'
import { createBuyers } from './mall.helpers'
import { send, STOREFRONT_AUTH, tokenFor } from './helpers'

const MINUTE = 60_000
const db = env.DB

async function runCronTrigger() {
  const ctx = createExecutionContext()
  await mallWorker.scheduled(createScheduledController({ cron: '*/15 * * * *', scheduledTime: Date.now() }), env, ctx)
  await waitOnExecutionContext(ctx)
}

const insertSession = (userId: number, tokenHash: string, expiresAt: number) =>
  db
    .prepare('INSERT INTO auth_sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
    .bind(tokenHash, userId, expiresAt - 30 * 86_400_000, expiresAt)
    .run()

const insertRecord = (userId: number, key: string, createdAt: number) =>
  db
    .prepare('INSERT INTO idempotency_records (user_id, key, fingerprint, response, created_at) VALUES (?, ?, ?, ?, ?)')
    .bind(userId, key, 'addToCart:{}', '{"code":1,"msg":"success","data":null}', createdAt)
    .run()

const sessionExists = async (tokenHash: string) =>
  (await db.prepare('SELECT 1 AS found FROM auth_sessions WHERE token_hash = ?').bind(tokenHash).first('found')) === 1

const recordExists = async (userId: number, key: string) =>
  (await db.prepare('SELECT 1 AS found FROM idempotency_records WHERE user_id = ? AND key = ?').bind(userId, key).first('found')) === 1

const tables = async () => ({
  sessions: (await db.prepare('SELECT * FROM auth_sessions ORDER BY token_hash').all()).results,
  records: (await db.prepare('SELECT * FROM idempotency_records ORDER BY user_id, key').all()).results,
  cart: (await db.prepare('SELECT * FROM cart_items ORDER BY id').all()).results,
  users: (await db.prepare('SELECT id FROM users ORDER BY id').all()).results,
})

describe('the Cron Trigger', () => {
  it('prunes expired sessions, idempotency records and claims past their time, keeps the rest, and is safe to run twice', async () => {
    const [buyer] = await createBuyers(1)
    const userId = buyer!.id
    const now = Date.now()
    await insertSession(userId, 'expired-session', now - MINUTE)
    await insertSession(userId, 'live-session', now + MINUTE)
    await insertRecord(userId, 'old-record', now - IDEMPOTENCY_TTL_MS - MINUTE)
    await insertRecord(userId, 'young-record', now - IDEMPOTENCY_TTL_MS + 10 * MINUTE)
    await insertRecord(userId, 'new-record', now)
    const claim = (key: string, since: number) =>
      db.prepare('INSERT INTO idempotency_claims (user_id, key, since) VALUES (?, ?, ?)').bind(userId, key, since).run()
    await claim('orphaned-claim', now - CLAIM_STALE_MS - MINUTE)
    await claim('live-claim', now)

    await runCronTrigger()

    expect(await sessionExists('expired-session')).toBe(false)
    expect(await sessionExists('live-session')).toBe(true)
    expect(await recordExists(userId, 'old-record')).toBe(false)
    expect(await recordExists(userId, 'young-record')).toBe(true)
    expect(await recordExists(userId, 'new-record')).toBe(true)
    const claims = await db.prepare('SELECT key FROM idempotency_claims WHERE user_id = ?').bind(userId).all<{ key: string }>()
    expect(claims.results.map((row) => row.key)).toEqual(['live-claim'])
    const user = await send('/api/user/info', { headers: { authorization: `Bearer ${buyer!.token}` } })
    expect(user.status).toBe(200)

    const afterFirst = await tables()
    await runCronTrigger()
    expect(await tables()).toEqual(afterFirst)
  })
})

describe('POST /api/admin/jobs/run', () => {
  it('runs the job list for an admin and answers it', async () => {
    const [buyer] = await createBuyers(1)
    await insertRecord(buyer!.id, 'admin-old', Date.now() - IDEMPOTENCY_TTL_MS - MINUTE)
    const response = await send('/api/admin/jobs/run', { method: 'POST', headers: { authorization: `Bearer ${await tokenFor('admin')}` } })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      code: 1,
      msg: 'success',
      data: { jobs: JOBS.map(({ name }) => ({ name, ok: true })) },
    })
    expect(await recordExists(buyer!.id, 'admin-old')).toBe(false)
  })

  it.each(['amina', 'shop_ng'])('refuses %s with 403 forbidden and runs nothing', async (username) => {
    const [buyer] = await createBuyers(1)
    await insertRecord(buyer!.id, `${username}-old`, Date.now() - IDEMPOTENCY_TTL_MS - MINUTE)
    const response = await send('/api/admin/jobs/run', { method: 'POST', headers: { authorization: `Bearer ${await tokenFor(username)}` } })
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ code: 403, msg: 'No permission for current operation', data: null, key: 'forbidden' })
    expect(await recordExists(buyer!.id, `${username}-old`)).toBe(true)
  })

  it('refuses the storefront credential alone with 401', async () => {
    const response = await send('/api/admin/jobs/run', { method: 'POST', headers: { authorization: STOREFRONT_AUTH } })
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ key: 'unauthorized', status: 401 })
  })
})
