import type { FlashStatus } from '../contract'
import { formatRemaining } from './countdown-text'
import { phaseAt } from './state/phase'
import { serverNow, startClock } from './state/clock'

type Props = { startAt: number; endAt: number; serverTime: number; texts: Record<string, string> }

/**
 * The countdown in the browser, without React (a page whose only island is a countdown loads no shared runtime):
 * ticks the markup countdown.island.tsx rendered on the server's clock. A change of phase moves `saleStatus` when the
 * page has add-to-cart buttons that follow it.
 */
export function mount(el: HTMLElement, { startAt, endAt, serverTime, texts }: Props): void {
  startClock(serverTime)
  let shown: FlashStatus | null = (el.querySelector('.remaining')?.getAttribute('data-phase') as FlashStatus | null) ?? null
  const render = (phase: FlashStatus, now: number) => {
    const span = document.createElement('span')
    span.className = 'remaining'
    span.dataset.phase = phase
    if (phase === 'ended') {
      span.setAttribute('role', 'status')
      span.textContent = texts['flash.finished'] ?? ''
    } else {
      const timer = document.createElement('b')
      timer.setAttribute('role', 'timer')
      timer.dir = 'ltr'
      span.textContent = `${texts[phase === 'coming' ? 'flash.startsIn' : 'flash.endsIn']} `
      span.appendChild(timer)
      update(timer, phase, now)
    }
    el.replaceChildren()
    el.appendChild(span)
  }
  const update = (timer: Element, phase: FlashStatus, now: number) => {
    const remaining = (phase === 'coming' ? startAt : endAt) - now
    timer.setAttribute('data-remaining', String(Math.floor(remaining / 1000)))
    timer.textContent = formatRemaining(remaining, texts['countdown.days'] ?? '{{count}}d')
  }
  const tick = () => {
    const now = serverNow()
    const phase = phaseAt(now, startAt, endAt)
    const timer = el.querySelector('.remaining b[role=timer]')
    if (phase !== shown || (phase !== 'ended' && !timer)) {
      render(phase, now)
      if (shown !== null && document.querySelector('m-island[data-island="add-to-cart"]')) {
        void import('./state/sale').then(({ saleStatus }) => (saleStatus.value = phase))
      }
      shown = phase
    } else if (timer) update(timer, phase, now)
    if (phase === 'ended') clearInterval(interval)
  }
  const interval = setInterval(tick, 1000)
  tick()
}
