import type { CodePurpose, LoginResult } from '../../contract'
import { call, mallEnv } from './mall.helpers'

/** Amina's number in the seed. */
export const AMINA_PHONE = '+2348030000001'

/** A Nigerian mobile number no other test uses, in E.164. */
export function newPhone(): string {
  const digits = Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => byte % 10).join('')
  return `+23481${digits}`
}

type Headers = Record<string, string>

export const post = (path: string, json: unknown, headers: Headers = {}) => call(path, { method: 'POST', json, headers })

export type Answer<T = unknown> = { code: number; msg: string; data: T; key?: string }
export const answerOf = async <T = unknown>(response: Response | Promise<Response>) => (await (await response).json()) as Answer<T>

export const sendCode = (phone: string, purpose: CodePurpose, headers: Headers = {}) => post('/api/user/code/send', { phone, purpose }, headers)

/** The code in the last text sent to `phone` (E.164), read from the outbox. */
export async function lastCode(phone: string): Promise<string> {
  const row = await mallEnv.DB.prepare('SELECT body FROM sms_outbox WHERE phone = ? ORDER BY id DESC LIMIT 1').bind(phone).first<{ body: string }>()
  const code = /\b(\d{6})\b/.exec(row?.body ?? '')?.[1]
  if (!code) throw new Error(`no code was sent to ${phone}`)
  return code
}

/** Sends a code and reads it from the outbox. */
export async function codeFor(phone: string, purpose: CodePurpose, headers: Headers = {}): Promise<string> {
  const answer = await answerOf(sendCode(phone, purpose, headers))
  if (answer.code !== 1) throw new Error(`no code for ${phone}: ${JSON.stringify(answer)}`)
  return lastCode(phone)
}

/** A code that is not `code`. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

/** Moves every code of the number back in time by `ms`: its resend delay and expiry come that much sooner. */
export async function ageCodes(phone: string, ms: number) {
  await mallEnv.DB.prepare('UPDATE verification_codes SET created_at = created_at - ?1, expires_at = expires_at - ?1 WHERE phone = ?2')
    .bind(ms, phone)
    .run()
}

export const PASSWORD = 'Secret#2026'

/** A registered account with a fresh number. */
export async function registered(options: { phone?: string; name?: string; password?: string; headers?: Headers } = {}) {
  const phone = options.phone ?? newPhone()
  const code = await codeFor(phone, 'register', options.headers)
  const answer = await answerOf<LoginResult>(
    post('/api/user/register', { name: options.name ?? 'Chidi Okafor', phone, code, password: options.password ?? PASSWORD, consent: true }, options.headers),
  )
  if (answer.code !== 1) throw new Error(`registering ${phone} failed: ${JSON.stringify(answer)}`)
  return { phone, ...answer.data }
}
