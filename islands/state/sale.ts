import { signal } from '@preact/signals-react'
import type { FlashStatus } from '../../contract'

/** The phase of the flash session on the page, moved on by its countdown; buttons follow it (browser only). */
export const saleStatus = signal<FlashStatus | null>(null)

/** The phase at `now` of a session running from `startAt` to `endAt`. */
export function phaseAt(now: number, startAt: number, endAt: number): FlashStatus {
  return now < startAt ? 'coming' : now >= endAt ? 'ended' : 'live'
}
