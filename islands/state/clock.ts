/** The clock is a best effort: a slow answer is dropped, the render-time offset stays. */
const SYNC_TIMEOUT_MS = 10_000

/**
 * Server time minus this device's clock, in ms; countdowns add it to Date.now(). Plain module state, no React: the
 * countdown that reads it runs without the shared runtime.
 */
let clockOffset = 0
let listening = false

export function serverNow(): number {
  return Date.now() + clockOffset
}

/** Measures the offset against the server clock (half the round trip is counted as transit); quiet on failure. */
export async function syncClock(): Promise<void> {
  const sent = Date.now()
  const response = await fetch('/m/api/system/time', { headers: { accept: 'application/json' }, credentials: 'same-origin', signal: AbortSignal.timeout(SYNC_TIMEOUT_MS) })
  const body = (await response.json()) as { code?: number; data?: { now?: unknown } }
  const received = Date.now()
  if (body.code !== 1 || typeof body.data?.now !== 'number') return
  clockOffset = Math.round(body.data.now + (received - sent) / 2 - received)
}

/** Seeds the offset from the render-time server clock, then re-syncs now and whenever the page is shown again. */
export function startClock(renderedServerTime: number): void {
  if (listening) return
  listening = true
  clockOffset = renderedServerTime - Date.now()
  void syncClock().catch(() => undefined)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void syncClock().catch(() => undefined)
  })
}
