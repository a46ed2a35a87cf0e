import { ADDRESS_BOOK_SIZE, type Address, type AddressInput, type Region } from '../../contract'
import { toMajor } from '../core/money'

export const MAX_ADDRESSES = ADDRESS_BOOK_SIZE

type RegionRow = { id: number; name: string; delivery_fee_minor: number; days_min: number; days_max: number }

/** The delivery regions of a market, by name, each with its fee. */
export async function regionsOf(db: D1Database, countryId: number, scale: number): Promise<Region[]> {
  const { results } = await db
    .prepare('SELECT id, name, delivery_fee_minor, days_min, days_max FROM regions WHERE country_id = ? ORDER BY name, id')
    .bind(countryId)
    .all<RegionRow>()
  return results.map((row) => ({ id: row.id, name: row.name, deliveryFee: toMajor(row.delivery_fee_minor, scale), daysMin: row.days_min, daysMax: row.days_max }))
}

export const findRegion = (db: D1Database, id: number) =>
  db.prepare('SELECT id, country_id FROM regions WHERE id = ?').bind(id).first<{ id: number; country_id: number }>()

type AddressRow = { id: number; name: string; phone: string; region_id: number; region: string; city: string; street: string; is_default: number }

const ADDRESS_SELECT = `SELECT a.id, a.name, a.phone, a.region_id, r.name AS region, a.city, a.street, a.is_default
  FROM addresses a JOIN regions r ON r.id = a.region_id`

const toAddress = (row: AddressRow): Address => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
  regionId: row.region_id,
  region: row.region,
  city: row.city,
  street: row.street,
  isDefault: row.is_default === 1,
})

/** The user's addresses in one market, the default first. */
export async function addressesOf(db: D1Database, userId: number, countryId: number): Promise<Address[]> {
  const { results } = await db
    .prepare(`${ADDRESS_SELECT} WHERE a.user_id = ? AND r.country_id = ? ORDER BY a.is_default DESC, a.updated_at DESC, a.id DESC`)
    .bind(userId, countryId)
    .all<AddressRow>()
  return results.map(toAddress)
}

type SavedInput = Required<Pick<AddressInput, 'name' | 'phone' | 'regionId' | 'city' | 'street'>> & { makeDefault: boolean }

const findAddress = (db: D1Database, userId: number, addressId: number) =>
  db.prepare(`${ADDRESS_SELECT} WHERE a.id = ? AND a.user_id = ?`).bind(addressId, userId).first<AddressRow>()

/**
 * Makes one of the user's addresses the default, in one batch: the others are cleared only when the address is the
 * user's, so the user always has exactly one default (a unique index on the default backs this up).
 */
function defaultStatements(db: D1Database, userId: number, addressId: number, now: number): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `UPDATE addresses SET is_default = 0
         WHERE user_id = ?1 AND is_default = 1 AND id <> ?2 AND EXISTS (SELECT 1 FROM addresses WHERE id = ?2 AND user_id = ?1)`,
      )
      .bind(userId, addressId),
    db.prepare('UPDATE addresses SET is_default = 1, updated_at = ?3 WHERE id = ?2 AND user_id = ?1 RETURNING id').bind(userId, addressId, now),
  ]
}

/** Makes one of the user's addresses the default; false when the user has no such address. */
export async function setDefaultAddress(db: D1Database, userId: number, addressId: number): Promise<boolean> {
  const results = await db.batch(defaultStatements(db, userId, addressId, Date.now()))
  return results.at(-1)!.results.length > 0
}

/**
 * Saves an address; the same address again is the one already there (a resubmitted form stores it once). The first
 * address, or one saved with `makeDefault`, becomes the default. Null when the book is full: the insert itself counts
 * the book, so two forms sent at once cannot pass the limit.
 */
export async function saveAddress(db: D1Database, userId: number, input: SavedInput): Promise<Address | null> {
  const now = Date.now()
  const values = [userId, input.name, input.phone, input.regionId, input.city, input.street] as const
  const inserted = await db
    .prepare(
      `INSERT INTO addresses (user_id, name, phone, region_id, city, street, is_default, created_at, updated_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, NOT EXISTS (SELECT 1 FROM addresses WHERE user_id = ?1 AND is_default = 1), ?7, ?7
       WHERE (SELECT COUNT(*) FROM addresses WHERE user_id = ?1) < ?8
         AND NOT EXISTS (SELECT 1 FROM addresses WHERE user_id = ?1 AND name = ?2 AND phone = ?3 AND region_id = ?4 AND city = ?5 AND street = ?6)
       RETURNING id`,
    )
    .bind(...values, now, MAX_ADDRESSES)
    .first<{ id: number }>()
  const id =
    inserted?.id ??
    (await db
      .prepare('SELECT id FROM addresses WHERE user_id = ? AND name = ? AND phone = ? AND region_id = ? AND city = ? AND street = ?')
      .bind(...values)
      .first<number>('id'))
  if (id === null) return null
  if (input.makeDefault) await setDefaultAddress(db, userId, id)
  return toAddress((await findAddress(db, userId, id))!)
}

/**
 * Changes one of the user's addresses (and makes it the default with `makeDefault`, in the same batch); null when the
 * user has no such address.
 */
export async function updateAddress(db: D1Database, userId: number, addressId: number, input: SavedInput): Promise<Address | null> {
  const now = Date.now()
  const [updated] = await db.batch<{ id: number }>([
    db
      .prepare('UPDATE addresses SET name = ?, phone = ?, region_id = ?, city = ?, street = ?, updated_at = ? WHERE id = ? AND user_id = ? RETURNING id')
      .bind(input.name, input.phone, input.regionId, input.city, input.street, now, addressId, userId),
    ...(input.makeDefault ? defaultStatements(db, userId, addressId, now) : []),
  ])
  if (updated!.results.length === 0) return null
  return toAddress((await findAddress(db, userId, addressId))!)
}

/**
 * Deletes one of the user's addresses; the most recently used one left becomes the default when none is. False when the
 * user has no such address. Orders keep their own copy of the address, so none of them changes.
 */
export async function deleteAddress(db: D1Database, userId: number, addressId: number): Promise<boolean> {
  const [deleted] = await db.batch([
    db.prepare('DELETE FROM addresses WHERE id = ? AND user_id = ? RETURNING id').bind(addressId, userId),
    db
      .prepare(
        `UPDATE addresses SET is_default = 1
         WHERE id = (SELECT id FROM addresses WHERE user_id = ?1 ORDER BY updated_at DESC, id DESC LIMIT 1)
           AND NOT EXISTS (SELECT 1 FROM addresses WHERE user_id = ?1 AND is_default = 1)`,
      )
      .bind(userId),
  ])
  return deleted!.results.length > 0
}
