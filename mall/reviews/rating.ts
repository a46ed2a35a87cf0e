/**
 * The product's rating (tenths of a star) and count, recomputed from its visible reviews in one statement: it runs
 * in the batch of the write that changed a review, so the figures never lag behind or race another write.
 */
export const ratingStatement = (db: D1Database, productId: number) =>
  db
    .prepare(
      `UPDATE products SET
         rating = COALESCE((SELECT CAST(ROUND(AVG(stars) * 10) AS INTEGER) FROM reviews WHERE product_id = ?1 AND hidden_at IS NULL), 0),
         rating_count = (SELECT COUNT(*) FROM reviews WHERE product_id = ?1 AND hidden_at IS NULL)
       WHERE id = ?1`,
    )
    .bind(productId)
