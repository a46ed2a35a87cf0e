import type { FlashStatus } from '../../contract'

/** The phase at `now` of a session running from `startAt` to `endAt`. */
export function phaseAt(now: number, startAt: number, endAt: number): FlashStatus {
  return now < startAt ? 'coming' : now >= endAt ? 'ended' : 'live'
}
