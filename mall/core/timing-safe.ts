type Bytes = ArrayBuffer | ArrayBufferView

/**
 * workerd's `crypto.subtle.timingSafeEqual`, which throws on inputs of unequal length. The DOM library the project
 * also compiles against (for its islands) declares a `SubtleCrypto` without it, and that declaration wins over
 * workers-types', so the mall names its type here.
 */
const timingSafeEqual = (a: Bytes, b: Bytes) =>
  (crypto.subtle as SubtleCrypto & { timingSafeEqual(a: Bytes, b: Bytes): boolean }).timingSafeEqual(a, b)

/** Bytes of a known, public length (a hash of a fixed format) compared in constant time; other lengths differ. */
export const sameBytes = (a: Bytes, b: Bytes) => a.byteLength === b.byteLength && timingSafeEqual(a, b)

/** Two secrets compared as SHA-256 digests of one length, so neither the time taken nor a length tells how close `a` was. */
export async function sameSecret(a: string, b: string): Promise<boolean> {
  const digestOf = (text: string) => crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  const [left, right] = await Promise.all([digestOf(a), digestOf(b)])
  return timingSafeEqual(left, right)
}
