/** How the payment provider signs its callbacks: both the mall (which checks them) and the storefront's door (which limits forged ones) read it. */
const encoder = new TextEncoder()

const hmacKey = (secret: string, usage: 'sign' | 'verify') =>
  crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-512' }, false, [usage])

/** The signature a provider puts on a callback: HMAC-SHA512 of the raw body with the shared secret, in hex. */
export async function signBody(secret: string, rawBody: string): Promise<string> {
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret, 'sign'), encoder.encode(rawBody))
  return Array.from(new Uint8Array(signature), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** 128 hex digits as the 64 bytes of an HMAC-SHA512; anything else is no signature. */
function signatureBytes(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[0-9a-f]{128}$/i.test(hex)) return null
  const bytes = new Uint8Array(new ArrayBuffer(64))
  for (let i = 0; i < 64; i++) bytes[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16)
  return bytes
}

/**
 * Whether `hex` is the signature of exactly these bytes under `secret`. Web Crypto's verify compares in constant
 * time, so the answer's timing tells a forger nothing about how close a guess was.
 */
export async function verifySignature(secret: string, rawBody: ArrayBuffer, hex: string | undefined): Promise<boolean> {
  const bytes = signatureBytes(hex?.trim() ?? '')
  if (!bytes || !secret) return false
  return crypto.subtle.verify('HMAC', await hmacKey(secret, 'verify'), bytes, rawBody)
}
