/**
 * The analytics, part of the island entry (islands/client.ts), which starts after the page's `load` event. Events carry the seed's
 * fields; in a browser they are batched and sent with `sendBeacon` when the page is hidden (or the batch is full),
 * to the mall through the storefront, which adds the member from the session. In the app the batch goes to the
 * app's own pipeline instead: `setSink` replaces the sender (the bridge's `athenaEvent`).
 */
import type { AnalyticsEvent, AnalyticsEventType } from '../../contract/analytics'

type Fields = Partial<Pick<AnalyticsEvent, 'goods_id' | 'sequence' | 'result' | 'text'>>
export type Sink = (events: AnalyticsEvent[]) => void

const ENDPOINT = '/m/api/analytics/events'
const BATCH = 20
/** A card counts as seen when at least half of it stays in view this long. */
const EXPOSURE_MS = 1000
/** The app opens a page with this query flag when it has just started. */
export const APP_START_FLAG = 'app_start'

const queue: AnalyticsEvent[] = []
const tid = crypto.randomUUID()
const distinguishId = /(?:^|;\s*)did=([A-Za-z0-9-]{8,64})/.exec(document.cookie)?.[1] ?? tid

/** The browser's way: the batch goes to the mall, through the storefront. */
export function toMall(events: AnalyticsEvent[]): void {
  const body = new Blob([JSON.stringify({ events })], { type: 'application/json' })
  if (!navigator.sendBeacon?.(ENDPOINT, body)) void fetch(ENDPOINT, { method: 'POST', body, keepalive: true, credentials: 'same-origin' }).catch(() => {})
}

let sink: Sink = toMall

/** Sends events somewhere else from now on (the app's pipeline), each as it happens; what is queued goes there too. */
export function setSink(next: Sink): void {
  sink = next
  flush()
}

function flush(): void {
  while (queue.length > 0) sink(queue.splice(0, BATCH))
}

export function track(type: AnalyticsEventType, fields: Fields = {}): void {
  queue.push({
    event_type: type, ...fields, create_time: Date.now(), distinguish_id: distinguishId, tid,
    page: location.pathname.slice(0, 200), url: (location.pathname + location.search).slice(0, 500),
  })
  // The app batches on its side: there each event goes at once; a browser sends when the page is hidden or full.
  if (sink !== toMall || queue.length >= BATCH) flush()
}

/** A coupon or a prize was received (the promotions call this). */
export const receive = (text: string, result = 'ok') => track('receive', { text: text.slice(0, 200), result })

const cards = () => [...document.querySelectorAll<HTMLElement>('[data-goods-id]')]
const cardFields = (card: HTMLElement): Fields => ({ goods_id: Number(card.dataset.goodsId), sequence: cards().indexOf(card) + 1 })

/** Each card once per page view, after half of it has stayed in view for a second; cards added later are watched too. */
function watchExposures(): void {
  if (!('IntersectionObserver' in window)) return
  const timers = new Map<Element, number>()
  const seen = new WeakSet<Element>()
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const card = entry.target as HTMLElement
        if (entry.isIntersecting) {
          timers.set(card, window.setTimeout(() => {
            seen.add(card)
            observer.unobserve(card)
            track('exposure', cardFields(card))
          }, EXPOSURE_MS))
        } else {
          clearTimeout(timers.get(card))
          timers.delete(card)
        }
      }
    },
    { threshold: 0.5 },
  )
  const watch = () => cards().forEach((card) => seen.has(card) || observer.observe(card))
  watch()
  new MutationObserver(watch).observe(document.body, { childList: true, subtree: true })
}

export function start(): void {
  if (new URLSearchParams(location.search).get(APP_START_FLAG) === '1') track('start')
  track('browse')
  watchExposures()
  document.addEventListener('click', (event) => {
    const card = (event.target as Element | null)?.closest?.<HTMLElement>('[data-goods-id]')
    if (card) track('click', cardFields(card))
  }, { capture: true, passive: true })
  addEventListener('popstate', () => track('back'))
  // Leaving by going back in history is `back`; any other way (a link, a form, an address, closing) is `out`.
  let leaving: 'back' | 'out' = 'out'
  addEventListener('pageswap', (event) => {
    const to = event.activation
    leaving = to?.navigationType === 'traverse' && to.entry.index >= 0 && to.entry.index < (to.from?.index ?? -1) ? 'back' : 'out'
  })
  addEventListener('pagehide', () => {
    track(leaving)
    leaving = 'out'
    flush()
  })
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush())
}
