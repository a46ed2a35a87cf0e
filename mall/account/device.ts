import type { MallBindings } from '../core/env'

const encoder = new TextEncoder()
const MIN_SECRET_LENGTH = 16
const TOKEN = /^(\d{1,12})\.([0-9a-f]{32})\.([0-9a-f]{64})$/

const keyOf = (secret: string, usage: 'sign' | 'verify') =>
  crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [usage])

const hex = (bytes: ArrayBuffer | Uint8Array) => Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('')
const signed = (userId: number, deviceId: string) => encoder.encode(`device:${userId}.${deviceId}`)

const secretOf = (env: MallBindings) => {
  const secret = env.DEVICE_SECRET?.trim() ?? ''
  return secret.length >= MIN_SECRET_LENGTH ? secret : null
}

/**
 * A browser's device token after a successful login: `userId.deviceId.HMAC-SHA256`, signed with DEVICE_SECRET. The
 * browser keeps its device id across logins (`deviceId`), a new browser gets a random one; no secret, no token.
 */
export async function deviceToken(env: MallBindings, userId: number, deviceId: string | null): Promise<string | undefined> {
  const secret = secretOf(env)
  if (!secret) return undefined
  const id = deviceId ?? hex(crypto.getRandomValues(new Uint8Array(16)))
  const signature = await crypto.subtle.sign('HMAC', await keyOf(secret, 'sign'), signed(userId, id))
  return `${userId}.${id}.${hex(signature)}`
}

/** The device id of a token this mall signed for `userId`; null for a missing, forged or another account's token. */
export async function knownDevice(env: MallBindings, token: string | undefined, userId: number): Promise<string | null> {
  const secret = secretOf(env)
  const parts = token ? TOKEN.exec(token) : null
  if (!secret || !parts || Number(parts[1]) !== userId) return null
  const signature = new Uint8Array(parts[3]!.match(/../g)!.map((pair) => parseInt(pair, 16)))
  const valid = await crypto.subtle.verify('HMAC', await keyOf(secret, 'verify'), signature, signed(userId, parts[2]!))
  return valid ? parts[2]! : null
}
