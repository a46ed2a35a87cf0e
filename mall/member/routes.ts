import { Hono } from 'hono'
import { endpoints, MemberMessageRequest } from '../../contract'
import { optionalUser } from '../core/auth'
import type { MallEnv } from '../core/env'
import { ok } from '../core/envelope'
import { idempotencyKey } from '../core/idempotent-write'
import { parseBody, parseId } from '../core/input'

/**
 * Stores a message-entry submission. Not money-like: its natural key is the Idempotency-Key column itself (UNIQUE),
 * so a resubmitted form stores nothing new and answers with the first row's id.
 */
export const memberRoutes = new Hono<MallEnv>().post(endpoints.memberMessage.path, async (c) => {
  const key = idempotencyKey(c.req.header('idempotency-key'))
  const { name, phone } = await parseBody(c, MemberMessageRequest)
  const user = await optionalUser(c)
  const countryId = parseId(c.req.header('country_id'))
  const row = await c.env.DB.prepare(
    `INSERT INTO member_messages (name, phone, user_id, country_id, idempotency_key, created_at)
     VALUES (?, ?, ?, (SELECT id FROM countries WHERE id = ?), ?, ?)
     ON CONFLICT (idempotency_key) DO UPDATE SET idempotency_key = excluded.idempotency_key
     RETURNING id`,
  )
    .bind(name, phone.replace(/[ -]/g, ''), user?.id ?? null, countryId, key, Date.now())
    .first<{ id: number }>()
  return ok(c, { id: row!.id })
})
