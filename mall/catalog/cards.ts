import type { ProductCard } from '../../contract'
import { toMajor } from '../core/money'

/** The columns a product card is made of. */
export const CARD_COLUMNS = 'p.id, p.name, p.brand, p.image, p.price_minor, p.original_price_minor, p.rating, p.rating_count, p.stock'

export type CardRow = {
  id: number
  name: string
  brand: string
  image: string
  price_minor: number
  original_price_minor: number | null
  rating: number
  rating_count: number
  stock: number
}

export const toCard = (row: CardRow, scale: number): ProductCard => ({
  id: row.id,
  name: row.name,
  brand: row.brand,
  image: row.image,
  price: toMajor(row.price_minor, scale),
  originalPrice: row.original_price_minor === null ? null : toMajor(row.original_price_minor, scale),
  rating: row.rating / 10,
  ratingCount: row.rating_count,
  inStock: row.stock > 0,
})
