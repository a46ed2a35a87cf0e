import { endpoints } from '../../contract'
import { optionalUser } from '../core/auth'
import { ok } from '../core/envelope'
import { parseId } from '../core/input'
import { EndpointRoutes } from '../core/mount'

/**
 * Stores a message-entry submission. Not money-like: its natural key is the Idempotency-Key column itself (UNIQUE),
 * so a resubmitted form stores nothing new and answers with the first row's id.
 */
export const memberRoutes = new EndpointRoutes().endpoint(endpoints.memberMessage, async (c, { body, key }) => {
  const { name, phone } = body
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
