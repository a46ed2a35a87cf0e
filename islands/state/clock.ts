import { signal } from '@preact/signals-react'
import { send } from '../request'

/** Server time minus this device's clock, in ms; countdowns add it to Date.now(). */
export const clockOffset = signal(0)
let listening = false

export function serverNow(): number {
  return Date.now() + clockOffset.peek()
}

/** Measures the offset against the server clock (half the round trip is counted as transit). */
export async function syncClock(): Promise<void> {
  const sent = Date.now()
  const { now } = await send('GET /system/time', { quiet: true })
  const received = Date.now()
  clockOffset.value = Math.round(now + (received - sent) / 2 - received)
}

/** Seeds the offset from the render-time server clock, then re-syncs now and whenever the page is shown again. */
export function startClock(renderedServerTime: number): void {
  if (listening) return
  listening = true
  clockOffset.value = renderedServerTime - Date.now()
  void syncClock().catch(() => undefined)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void syncClock().catch(() => undefined)
  })
}
