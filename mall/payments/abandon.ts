/**
 * Part of a cancellation's batch (`cancelStatements`): the order's attempt still open at the provider is abandoned,
 * only by the one cancellation that carries the order's cancel token. A callback for it afterwards finds the order
 * no longer awaiting payment and changes nothing.
 */
export const abandonPaymentStatement = (db: D1Database, orderId: number, token: string, now: number) =>
  db
    .prepare(
      `UPDATE payments SET status = 'abandoned', updated_at = ?3
       WHERE order_id = ?1 AND status = 'initialised' AND EXISTS (SELECT 1 FROM orders WHERE id = ?1 AND cancel_token = ?2)`,
    )
    .bind(orderId, token, now)
