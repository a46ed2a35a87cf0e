import { sameBytes } from './timing-safe'

/** PBKDF2-SHA256 password hashes stored as `pbkdf2$<iterations>$<salt b64>$<hash b64>`. */
const ITERATIONS = 100_000 // the Workers runtime maximum
const HASH_BYTES = 32

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number) {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits'])
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, HASH_BYTES * 8)
  return new Uint8Array(bits)
}

export async function hashPassword(password: string) {
  const salt = crypto.getRandomValues(new Uint8Array(16))
  const hash = await derive(password, salt, ITERATIONS)
  return `pbkdf2$${ITERATIONS}$${toBase64(salt)}$${toBase64(hash)}`
}

export async function verifyPassword(password: string, stored: string) {
  const [scheme, iterationsText, saltText, hashText] = stored.split('$')
  const iterations = Number(iterationsText)
  if (scheme !== 'pbkdf2' || !saltText || !hashText || !Number.isInteger(iterations)) return false
  if (iterations < 1 || iterations > ITERATIONS) return false
  try {
    const expected = fromBase64(hashText)
    return sameBytes(await derive(password, fromBase64(saltText), iterations), expected)
  } catch {
    return false
  }
}

/** Verified against when the username is unknown, so both failures take the same time. */
export const UNKNOWN_USER_HASH = `pbkdf2$${ITERATIONS}$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=`
