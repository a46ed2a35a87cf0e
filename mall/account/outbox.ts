import { endpoints, normalizePhone } from '../../contract'
import { ok } from '../core/envelope'
import { invalidInput, notFound } from '../core/errors'
import { EndpointRoutes } from '../core/mount'
import { isOn } from '../core/switch'
import { resolveCountry } from '../countries/queries'

const SHOWN = 20

type OutboxRow = { phone: string; body: string; created_at: number }

/**
 * The SMS outbox, readable only where DEV_OUTBOX is on (local runs): the embedded mall has no SMS gateway, so this is
 * where a developer reads the codes it sent. Everywhere else the path does not exist.
 */
export const outboxRoutes = new EndpointRoutes().endpoint(endpoints.devOutbox, async (c) => {
  if (!isOn(c.env.DEV_OUTBOX)) throw notFound()
  const typed = c.req.query('phone')?.trim()
  const phone = typed ? normalizePhone(typed, (await resolveCountry(c)).countryCode) : null
  if (typed && !phone) throw invalidInput()
  const query = phone
    ? c.env.DB.prepare('SELECT phone, body, created_at FROM sms_outbox WHERE phone = ? ORDER BY id DESC LIMIT ?').bind(phone, SHOWN)
    : c.env.DB.prepare('SELECT phone, body, created_at FROM sms_outbox ORDER BY id DESC LIMIT ?').bind(SHOWN)
  const { results } = await query.all<OutboxRow>()
  return ok(c, { messages: results.map((row) => ({ phone: row.phone, body: row.body, createdAt: row.created_at })) })
})
