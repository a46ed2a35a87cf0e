/** Headers the storefront sets itself or the platform owns: the shopper's address never goes in one of them. */
const TAKEN = new Set([
  'authorization', 'accept', 'accept-language', 'content-type', 'content-length', 'cookie', 'host', 'idempotency-key',
  'system_type', 'country_id', 'country_code', 'appidentity', 'x-d1-bookmark', 'cf-connecting-ip',
])

/** `CLIENT_ADDRESS_HEADER` as a header name the storefront may set, lower-cased; null (off) when empty or unusable. */
export function clientAddressHeader(raw: string): string | null {
  const name = raw.trim().toLowerCase()
  if (!/^[a-z0-9][a-z0-9_-]{0,63}$/.test(name) || TAKEN.has(name)) return null
  return name
}

/** The shopper's address as Cloudflare saw it (`CF-Connecting-IP`), when it has an address's form. */
export function clientAddressOf(headers: Headers): string | null {
  const value = headers.get('cf-connecting-ip')?.trim() ?? ''
  return /^[0-9a-f.:]{2,45}$/i.test(value) ? value : null
}
