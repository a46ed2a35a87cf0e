import type { Cart, CartLine, ReservationState } from '../../contract'
import { toMajor } from '../core/money'
import { cartCount } from './queries'

export type CartLineRow = {
  id: number
  product_id: number
  flash_item_id: number | null
  quantity: number
  unit_price_minor: number
  selected: number
  name: string
  image: string
  price_minor: number
  stock: number
  country_id: number
  currency_scale: number
  flash_end_at: number | null
  flash_limit: number | null
  presale_item_id: number | null
  presale_status: ReservationState | null
  presale_start_at: number | null
  presale_end_at: number | null
  special_id: number | null
  special_price_minor: number | null
}

const LINE_COLUMNS = `c.id, c.product_id, c.flash_item_id, c.quantity, c.unit_price_minor, c.selected, p.name, p.image,
  p.price_minor, p.stock, p.country_id, co.currency_scale, s.end_at AS flash_end_at, f.limit_per_buyer AS flash_limit,
  c.presale_item_id, r.status AS presale_status, pi.sale_start_at AS presale_start_at, pi.sale_end_at AS presale_end_at,
  c.special_id, ns.price_minor AS special_price_minor
  FROM cart_items c
  JOIN products p ON p.id = c.product_id
  JOIN countries co ON co.id = p.country_id
  LEFT JOIN flash_items f ON f.id = c.flash_item_id
  LEFT JOIN flash_sessions s ON s.id = f.session_id
  LEFT JOIN presale_items pi ON pi.id = c.presale_item_id
  LEFT JOIN presale_reservations r ON r.item_id = c.presale_item_id AND r.user_id = c.user_id
  LEFT JOIN newcomer_specials ns ON ns.id = c.special_id`

/** The user's cart lines of one market, newest first. */
export async function cartLines(db: D1Database, userId: number, countryId: number): Promise<CartLineRow[]> {
  const { results } = await db
    .prepare(`SELECT ${LINE_COLUMNS} WHERE c.user_id = ? AND p.country_id = ? ORDER BY c.created_at DESC, c.id DESC`)
    .bind(userId, countryId)
    .all<CartLineRow>()
  return results
}

/** Some of the user's cart lines by id (another user's lines are not found). */
export async function cartLinesById(db: D1Database, userId: number, ids: number[]): Promise<CartLineRow[]> {
  const { results } = await db
    .prepare(`SELECT ${LINE_COLUMNS} WHERE c.user_id = ? AND c.id IN (${ids.map(() => '?').join(', ')})`)
    .bind(userId, ...ids)
    .all<CartLineRow>()
  return results
}

/** A pre-sale unit can be ordered while its reservation is held and its sale window is open. */
export const presaleLineOpen = (row: CartLineRow, now: number) =>
  row.presale_status === 'reserved' && row.presale_start_at !== null && row.presale_end_at !== null && now >= row.presale_start_at && now < row.presale_end_at

/** The price of a line that takes stock, now: a new-user special's price, else the product's. */
const priceNow = (row: CartLineRow) => row.special_price_minor ?? row.price_minor

/**
 * Why a line cannot be ordered as it is. A flash unit was granted at its sale price and needs no stock, but only
 * until its session ends; a pre-sale unit likewise, while its reservation is held in the sale window; an ordinary
 * line (a new-user special too) needs the stock now, and tells when the price moved since it was added.
 */
export function lineProblem(row: CartLineRow, now: number): CartLine['problem'] {
  if (row.flash_item_id !== null) return row.flash_end_at !== null && now < row.flash_end_at ? null : 'sessionOver'
  if (row.presale_item_id !== null) return presaleLineOpen(row, now) ? null : 'presaleOver'
  if (row.stock <= 0) return 'outOfStock'
  if (row.stock < row.quantity) return 'notEnoughStock'
  return priceNow(row) !== row.unit_price_minor ? 'priceChanged' : null
}

/** A price-changed line is ordered at today's price, which the cart shows; the other problems stop it. */
export const isOrderable = (problem: CartLine['problem']) => problem === null || problem === 'priceChanged'

/** Flash and pre-sale units were granted by their sale: they take no product stock. */
export const takesStock = (row: CartLineRow) => row.flash_item_id === null && row.presale_item_id === null

/**
 * The price a line is ordered at (minor units): a flash or pre-sale unit's sale price, a new-user special's price
 * now, else the product's price now.
 */
export const orderPriceOf = (row: CartLineRow) => (takesStock(row) ? priceNow(row) : row.unit_price_minor)

/** Units each buyer holds of a flash item, by item: what its stock object counts against the limit. */
export type FlashHoldings = ReadonlyMap<number, number>

export function toCartLine(row: CartLineRow, now: number, holdings: FlashHoldings = new Map()): CartLine {
  return {
    id: row.id,
    productId: row.product_id,
    flashItemId: row.flash_item_id,
    presaleItemId: row.presale_item_id,
    specialId: row.special_id,
    name: row.name,
    image: row.image,
    unitPrice: toMajor(orderPriceOf(row), row.currency_scale),
    addedPrice: toMajor(row.unit_price_minor, row.currency_scale),
    quantity: row.quantity,
    selected: row.selected === 1,
    problem: lineProblem(row, now),
    flashLimit:
      row.flash_item_id === null || row.flash_limit === null
        ? null
        : { perBuyer: row.flash_limit, bought: Math.max(row.quantity, holdings.get(row.flash_item_id) ?? 0) },
  }
}

/** The cart of one market, with the total of the selected lines that can be ordered. */
export async function loadCart(
  db: D1Database, userId: number, countryId: number, scale: number, holdingsOf: (flashItemIds: number[]) => Promise<FlashHoldings>,
): Promise<Cart> {
  const now = Date.now()
  const [rows, count] = await Promise.all([cartLines(db, userId, countryId), cartCount(db, userId)])
  const flashItemIds = [...new Set(rows.flatMap((row) => (row.flash_item_id === null ? [] : [row.flash_item_id])))]
  const holdings = flashItemIds.length > 0 ? await holdingsOf(flashItemIds) : new Map<number, number>()
  const lines = rows.map((row) => toCartLine(row, now, holdings))
  let totalMinor = 0
  rows.forEach((row, i) => {
    if (lines[i]!.selected && isOrderable(lines[i]!.problem)) totalMinor += orderPriceOf(row) * row.quantity
  })
  return { lines, count, selectedTotal: toMajor(totalMinor, scale) }
}
