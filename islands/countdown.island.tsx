import { useEffect, useState } from 'react'
import { useSignals } from '@preact/signals-react/runtime'
import type { MessageKey } from '../locales'
import { formatRemaining } from './countdown-text'
import { serverNow, startClock } from './state/clock'
import { phaseAt, saleStatus } from './state/sale'

export { formatRemaining }

type Props = {
  /** Epoch ms the session starts and ends. */
  startAt: number
  endAt: number
  /** Server clock when the page was rendered; the first paint and hydration use it. */
  serverTime: number
  texts: Record<string, string>
}

export const COUNTDOWN_KEYS = ['countdown.days', 'flash.startsIn', 'flash.endsIn', 'flash.finished'] as const satisfies readonly MessageKey[]

/**
 * What the server renders (and a page without JavaScript shows). In the browser, islands/countdown.mount.ts keeps
 * this markup ticking without React. Counts down on the server's clock (offset measured by islands/state/clock), whatever the phone's clock says: to
 * the start, then to the end, then says the session has ended. Each change of phase moves `saleStatus`, which the
 * buttons follow, with no reload.
 */
export default function Countdown({ startAt, endAt, serverTime, texts }: Props) {
  useSignals()
  const [now, setNow] = useState(serverTime)
  useEffect(() => {
    startClock(serverTime)
    const tick = () => {
      const current = serverNow()
      setNow(current)
      saleStatus.value = phaseAt(current, startAt, endAt)
    }
    tick()
    const timer = setInterval(tick, 1000)
    return () => clearInterval(timer)
  }, [startAt, endAt, serverTime])
  const phase = phaseAt(now, startAt, endAt)
  if (phase === 'ended') {
    return (
      <span className="remaining" role="status" data-phase="ended">
        {texts['flash.finished']}
      </span>
    )
  }
  const remaining = (phase === 'coming' ? startAt : endAt) - now
  return (
    <span className="remaining" data-phase={phase}>
      {texts[phase === 'coming' ? 'flash.startsIn' : 'flash.endsIn']}{' '}
      <b role="timer" dir="ltr" data-remaining={Math.floor(remaining / 1000)}>
        {formatRemaining(remaining, texts['countdown.days'] ?? '{{count}}d')}
      </b>
    </span>
  )
}

declare module './registry' {
  interface Islands {
    countdown: { component: typeof Countdown; texts: typeof COUNTDOWN_KEYS }
  }
}
