import { useEffect, useState } from 'react'
import { fill } from '../locales/fill'
import { serverNow, startClock } from './state/clock'

type Props = {
  /** Epoch ms the countdown runs to. */
  target: number
  /** Server clock when the page was rendered; the first paint and hydration use it. */
  serverTime: number
  done: 'started' | 'finished'
  texts: Record<string, string>
}

export const COUNTDOWN_KEYS = ['countdown.days', 'flash.started', 'flash.finished', 'flash.refresh'] as const

const two = (n: number) => String(n).padStart(2, '0')

export function formatRemaining(ms: number, daysTemplate: string): string {
  const total = Math.max(0, Math.floor(ms / 1000))
  const days = Math.floor(total / 86400)
  const clock = `${two(Math.floor((total % 86400) / 3600))}:${two(Math.floor((total % 3600) / 60))}:${two(total % 60)}`
  return days > 0 ? `${fill(daysTemplate, { count: days })} ${clock}` : clock
}

/** Counts down on the server's clock (offset measured by islands/state/clock), whatever the phone's clock says. */
export default function Countdown({ target, serverTime, done, texts }: Props) {
  const [remaining, setRemaining] = useState(target - serverTime)
  useEffect(() => {
    startClock(serverTime)
    const tick = () => setRemaining(target - serverNow())
    tick()
    const timer = setInterval(tick, 1000)
    return () => clearInterval(timer)
  }, [target, serverTime])
  if (remaining <= 0) {
    return (
      <span className="remaining" data-done="">
        {texts[`flash.${done}`]} <a href="">{texts['flash.refresh']}</a>
      </span>
    )
  }
  return (
    <span className="remaining" role="timer" data-remaining={Math.floor(remaining / 1000)}>
      {formatRemaining(remaining, texts['countdown.days'] ?? '{{count}}d')}
    </span>
  )
}
