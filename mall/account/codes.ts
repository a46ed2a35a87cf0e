import { CODE_RULES, type CodePurpose } from '../../contract'
import { hashToken } from '../core/auth'
import { MallError } from '../core/errors'

const VALID_MS = CODE_RULES.validMinutes * 60_000
const RESEND_MS = CODE_RULES.resendSeconds * 1000
/** The largest multiple of 10^6 below 2^32: draws at or above it are drawn again, so every code is equally likely. */
const FAIR_LIMIT = 4_294_000_000

/** Six random digits from the platform's cryptographic generator. */
export function randomCode(): string {
  const draw = new Uint32Array(1)
  do crypto.getRandomValues(draw)
  while (draw[0]! >= FAIR_LIMIT)
  return String(draw[0]! % 1_000_000).padStart(CODE_RULES.digits, '0')
}

/** Only the SHA-256 of the number and its code is stored. */
export const codeHash = (phone: string, code: string) => hashToken(`${phone}:${code}`)

const WHAT_FOR: Record<CodePurpose, string> = {
  login: 'to log in',
  register: 'to create your account',
  reset: 'to set a new password',
}

export const smsText = (code: string, purpose: CodePurpose) =>
  `${code} is your verification code ${WHAT_FOR[purpose]}. It is valid for ${CODE_RULES.validMinutes} minutes. Never share it with anyone.`

/**
 * A new code for the number and purpose, written to the SMS outbox. Refused ('codeTooSoon') while the previous one is
 * younger than the resend delay: the check and the insert are one statement. A new code replaces older ones.
 */
export async function issueCode(db: D1Database, phone: string, purpose: CodePurpose, now = Date.now()) {
  const code = randomCode()
  const issued = await db
    .prepare(
      `INSERT INTO verification_codes (phone, purpose, code_hash, tries_left, expires_at, created_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6
       WHERE NOT EXISTS (SELECT 1 FROM verification_codes WHERE phone = ?1 AND purpose = ?2 AND created_at > ?7)
       RETURNING id`,
    )
    .bind(phone, purpose, await codeHash(phone, code), CODE_RULES.tries, now + VALID_MS, now, now - RESEND_MS)
    .first<{ id: number }>()
  if (!issued) throw new MallError('codeTooSoon')
  await db.batch([
    db
      .prepare('UPDATE verification_codes SET used_at = ? WHERE phone = ? AND purpose = ? AND id < ? AND used_at IS NULL')
      .bind(now, phone, purpose, issued.id),
    db.prepare('INSERT INTO sms_outbox (phone, body, created_at) VALUES (?, ?, ?)').bind(phone, smsText(code, purpose), now),
  ])
  return { sentTo: phone, expiresAt: now + VALID_MS, resendAfter: now + RESEND_MS }
}

type CodeState = { id: number; tries_left: number; expires_at: number; used_at: number | null }

const latestCode = (db: D1Database, phone: string, purpose: CodePurpose) =>
  db
    .prepare('SELECT id, tries_left, expires_at, used_at FROM verification_codes WHERE phone = ? AND purpose = ? ORDER BY id DESC LIMIT 1')
    .bind(phone, purpose)
    .first<CodeState>()

/**
 * Checks a typed code against the number's latest code for the purpose. A right code is used up (`use`), or only
 * marked as proven and kept for a bind (`prove`). A wrong one costs a try: a guarded update that never goes below
 * zero, however many tries arrive at once; the last try's refusal already asks for a new code.
 */
export async function checkCode(
  db: D1Database,
  { phone, purpose, code, mark, now = Date.now() }: { phone: string; purpose: CodePurpose; code: string; mark: 'use' | 'prove'; now?: number },
): Promise<void> {
  const current = await latestCode(db, phone, purpose)
  if (!current || current.used_at !== null || current.expires_at <= now) throw new MallError('codeExpired')
  if (current.tries_left <= 0) throw new MallError('codeTriesUsed')
  const hash = await codeHash(phone, code)
  const set = mark === 'use' ? 'used_at = ?1' : 'verified_at = COALESCE(verified_at, ?1)'
  const matched = await db
    .prepare(
      `UPDATE verification_codes SET ${set}
       WHERE id = ?2 AND code_hash = ?3 AND used_at IS NULL AND tries_left > 0 AND expires_at > ?1 RETURNING id`,
    )
    .bind(now, current.id, hash)
    .first()
  if (matched) return
  const wrong = await db
    .prepare(
      `UPDATE verification_codes SET tries_left = tries_left - 1
       WHERE id = ?1 AND code_hash <> ?2 AND used_at IS NULL AND tries_left > 0 AND expires_at > ?3 RETURNING tries_left`,
    )
    .bind(current.id, hash, now)
    .first<{ tries_left: number }>()
  if (wrong) throw new MallError(wrong.tries_left === 0 ? 'codeTriesUsed' : 'codeWrong')
  // Between the read and the updates another request used the code, or its last try.
  const after = await latestCode(db, phone, purpose)
  throw new MallError(after?.id === current.id && after.used_at === null && after.tries_left === 0 ? 'codeTriesUsed' : 'codeExpired')
}
