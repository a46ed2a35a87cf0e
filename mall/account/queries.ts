import type { UserRow } from '../core/auth'

export const findUserForLogin = (db: D1Database, username: string) =>
  db
    .prepare('SELECT id, username, nickname, role, country_id, password_hash FROM users WHERE username = ?')
    .bind(username)
    .first<UserRow & { password_hash: string }>()
