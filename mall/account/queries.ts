import { USER_COLUMNS, type UserRow } from '../core/auth'
import { MallError } from '../core/errors'

/** The account a login names: its username, or its bound number (a username match wins). */
export const findUserForLogin = (db: D1Database, username: string, phone: string | null) =>
  db
    .prepare(
      `SELECT ${USER_COLUMNS}, u.password_hash FROM users u
       WHERE u.username = ?1 OR (?2 IS NOT NULL AND u.phone = ?2)
       ORDER BY u.username = ?1 DESC LIMIT 1`,
    )
    .bind(username, phone)
    .first<UserRow & { password_hash: string }>()

export const findUserByPhone = (db: D1Database, phone: string) =>
  db.prepare(`SELECT ${USER_COLUMNS} FROM users u WHERE u.phone = ?`).bind(phone).first<UserRow>()

/** D1 refused a write on a UNIQUE index of `column`. */
const isUniqueViolation = (error: unknown, column: string) =>
  error instanceof Error && error.message.includes('UNIQUE constraint failed') && error.message.includes(column)

/** A concurrent request took the number between our check and this write: the index refused it. */
const phoneTakenOnConflict = (error: unknown): never => {
  if (isUniqueViolation(error, 'users.phone')) throw new MallError('phoneTaken')
  throw error
}

/**
 * A buyer account whose username is its number; if an older account already uses that text as its username, a
 * random suffix keeps both unique.
 */
export async function insertBuyer(db: D1Database, account: { name: string; phone: string; passwordHash: string; countryId: number }) {
  const suffix = crypto.randomUUID().slice(0, 8)
  const row = await db
    .prepare(
      `INSERT INTO users (username, password_hash, nickname, role, country_id, phone, created_at)
       VALUES (CASE WHEN EXISTS (SELECT 1 FROM users WHERE username = ?1) THEN ?1 || '-' || ?2 ELSE ?1 END, ?3, ?4, 'buyer', ?5, ?1, ?6)
       RETURNING id`,
    )
    .bind(account.phone, suffix, account.passwordHash, account.name, account.countryId, Date.now())
    .first<{ id: number }>()
    .catch(phoneTakenOnConflict)
  return row!.id
}

export const findUserById = (db: D1Database, id: number) =>
  db.prepare(`SELECT ${USER_COLUMNS} FROM users u WHERE u.id = ?`).bind(id).first<UserRow>()

export async function setPhone(db: D1Database, userId: number, phone: string) {
  await db.prepare('UPDATE users SET phone = ? WHERE id = ?').bind(phone, userId).run().catch(phoneTakenOnConflict)
}

/** A new password ends every session of the account. */
export async function setPassword(db: D1Database, userId: number, passwordHash: string) {
  await db.batch([
    db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').bind(passwordHash, userId),
    db.prepare('DELETE FROM auth_sessions WHERE user_id = ?').bind(userId),
  ])
}
