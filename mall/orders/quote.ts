import type { CountryInfo, OrderQuote, QuoteRequest } from '../../contract'
import { cartLinesById } from '../cart/lines'
import { invalidInput, MallError, notFound } from '../core/errors'
import { cartLineToPrice, priceOrder, toQuote } from './pricing'

const findRegionFee = (db: D1Database, id: number) =>
  db.prepare('SELECT country_id, delivery_fee_minor FROM regions WHERE id = ?').bind(id).first<{ country_id: number; delivery_fee_minor: number }>()

/**
 * The price of the buyer's cart lines in the market, delivered to a region, with a coupon (absent: the best one),
 * priced by the same `priceOrder` as placing the order. Another user's lines are not found; lines or a region of
 * another market are a bad request; a coupon that does not apply is refused.
 */
export async function quoteOrder(db: D1Database, userId: number, market: CountryInfo, request: QuoteRequest, now: number): Promise<OrderQuote> {
  const [lines, region] = await Promise.all([
    cartLinesById(db, userId, request.lineIds),
    request.regionId === undefined ? null : findRegionFee(db, request.regionId),
  ])
  if (lines.length !== request.lineIds.length) throw notFound()
  if (lines.some((line) => line.country_id !== market.id)) throw invalidInput()
  if (request.regionId !== undefined && region?.country_id !== market.id) throw invalidInput()
  const price = await priceOrder(db, {
    userId,
    countryId: market.id,
    scale: market.currencyScale,
    lines: lines.map(cartLineToPrice),
    deliveryFeeMinor: region?.delivery_fee_minor ?? 0,
    coupon: request.couponId === undefined ? 'best' : request.couponId,
    now,
  })
  if (!price) throw new MallError('couponNotApplicable')
  return toQuote(price, market.currencyScale)
}
