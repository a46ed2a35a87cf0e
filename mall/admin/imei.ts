import { endpoints } from '../../contract'
import { ok } from '../core/envelope'
import { EndpointRoutes } from '../core/mount'

/** The device network's activations, fed in by an admin: each is recorded once and marks its sold unit activated. */
export const adminImeiRoutes = new EndpointRoutes()
  .endpoint(endpoints.activationFeed, async (c, { body }) => {
    const db = c.env.DB
    const { activations } = body
    const now = Date.now()
    const results = await db.batch(
      activations.flatMap(({ imei, activatedAt }) => [
        db.prepare('INSERT INTO device_activations (imei, activated_at, reported_at) VALUES (?, ?, ?) ON CONFLICT (imei) DO NOTHING').bind(imei, activatedAt, now),
        db.prepare('UPDATE imei_units SET activated_at = ?2 WHERE imei = ?1 AND activated_at IS NULL').bind(imei, activatedAt),
      ]),
    )
    const changes = (index: number) => results[index]?.meta.changes ?? 0
    const recorded = activations.reduce((sum, _, i) => sum + changes(2 * i), 0)
    const matched = activations.reduce((sum, _, i) => sum + changes(2 * i + 1), 0)
    return ok(c, { recorded, matched })
  })
