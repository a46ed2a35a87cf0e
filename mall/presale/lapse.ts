/**
 * The Cron job: reservations still held when their item's sale window has ended lapse. Their units are not given back
 * to the quota (the quota object never re-grants a unit), so nothing is sold twice. A guarded update over rows past
 * their time: a second run, or a run racing a last-minute order, changes nothing the first did not (the order's own
 * guard needs the window open and the reservation held, so exactly one of them wins).
 */
export async function lapseReservations(db: D1Database, now: number): Promise<number> {
  const { meta } = await db
    .prepare(
      `UPDATE presale_reservations SET status = 'lapsed', updated_at = ?1
       WHERE status = 'reserved' AND item_id IN (SELECT id FROM presale_items WHERE sale_end_at <= ?1)`,
    )
    .bind(now)
    .run()
  return meta.changes ?? 0
}
