/**
 * Answers the upstream gives every guest of a market, language and app alike (endpoints marked `guestShared`), kept
 * in this isolate for a few seconds so a busy home page does not ask for the same activities on every request.
 * Only settled answers are kept, never a pending promise: a request must not wait on another request's I/O. Each
 * request gets its own copy, so a page that changes what it was given changes nothing for the next one.
 */
const MAX_ENTRIES = 256

type Entry = { until: number; data: unknown }
const kept = new Map<string, Entry>()

export async function guestAnswer<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  if (ttlMs <= 0) return load()
  const entry = kept.get(key)
  if (entry && entry.until > Date.now()) return structuredClone(entry.data) as T
  const data = await load()
  kept.delete(key)
  kept.set(key, { until: Date.now() + ttlMs, data: structuredClone(data) })
  if (kept.size > MAX_ENTRIES) kept.delete(kept.keys().next().value!)
  return data
}
