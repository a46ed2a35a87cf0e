/** The only browser entry: finds island markers, waits for each one's trigger, then hydrates or mounts it. */
import * as analytics from './analytics'
import { hostPresent } from './bridge/names'
import { ATTR, ISLAND_TAG, TOAST_SHOWN, type Trigger } from './protocol'
import { ISLANDS, PLAIN, type IslandName } from './registry'
import { readSeed } from './state/seed'

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 2000 })
  else setTimeout(run, 200)
}

function whenVisible(el: HTMLElement, run: () => void): void {
  const targets = [...el.children]
  if (!('IntersectionObserver' in window) || targets.length === 0) return run()
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((e) => e.isIntersecting)) {
      observer.disconnect()
      run()
    }
  })
  targets.forEach((t) => observer.observe(t))
}

/** The element a `tap` island was first tapped on: clicked again once the island is live. */
const tapped = new WeakMap<HTMLElement, HTMLElement>()
function replayTap(el: HTMLElement): void {
  const target = tapped.get(el)
  tapped.delete(el)
  target?.click()
}

function whenTapped(el: HTMLElement, run: () => void): void {
  el.addEventListener('click', (event) => {
    event.preventDefault()
    tapped.set(el, event.target as HTMLElement)
    run()
  }, { once: true, capture: true })
}

async function hydrate(el: HTMLElement): Promise<void> {
  const name = el.getAttribute(ATTR.name) ?? ''
  if (!Object.hasOwn(ISLANDS, name)) return
  const props = JSON.parse(el.getAttribute(ATTR.props) ?? '{}')
  if (Object.hasOwn(PLAIN, name)) {
    const { mount } = await PLAIN[name as IslandName]!()
    mount(el, props as never)
    el.setAttribute(ATTR.hydrated, '')
    return replayTap(el)
  }
  const load = ISLANDS[name as IslandName]
  const [mod, react, dom, { Hydrated }] = await Promise.all([load(), import('react'), import('react-dom/client'), import('./hydrated')])
  const onHydrated = () => {
    el.setAttribute(ATTR.hydrated, '')
    replayTap(el)
  }
  react.startTransition(() => {
    dom.hydrateRoot(el, react.createElement(Hydrated, { onHydrated }, react.createElement(mod.default as never, props)), {
      identifierPrefix: el.getAttribute(ATTR.prefix) ?? undefined,
    })
  })
}

const schedule: Record<Trigger, (el: HTMLElement, run: () => void) => void> = {
  load: (_, run) => run(),
  idle: (_, run) => whenIdle(run),
  visible: whenVisible,
  toast: (_, run) => addEventListener(TOAST_SHOWN, run, { once: true }),
  tap: whenTapped,
}

for (const el of document.querySelectorAll<HTMLElement>(`${ISLAND_TAG}:not([${ATTR.hydrated}])`)) {
  const trigger = (el.getAttribute(ATTR.trigger) ?? 'visible') as Trigger
  ;(schedule[trigger] ?? whenVisible)(el, () => void hydrate(el))
}

// Inside an app, the header's back arrow is the app's own back (islands/bridge/back.ts); in a browser, a plain link.
addEventListener('click', (event) => {
  const link = (event.target as Element | null)?.closest?.('header a.back')
  if (!link || event.defaultPrevented || !hostPresent()) return
  event.preventDefault()
  void import('./bridge/back').then(({ goBack }) => goBack(null, link.getAttribute('href')))
})

// A signed-in shopper's heart changes in place (islands/heart.ts); a guest's is a plain form, sent through the login.
addEventListener('submit', (event) => {
  const form = event.target
  if (!(form instanceof HTMLFormElement) || !form.matches('form.heart[data-live]') || event.defaultPrevented) return
  event.preventDefault()
  void import('./heart').then(({ toggleHeart }) => toggleHeart(form), () => form.submit())
})

// Inside an app, a page whose market the server did not know asks the app for its currency symbol, once
// (islands/state/app.ts); other pages never load that code.
if (hostPresent() && readSeed()?.countrySymbol === null) void import('./state/app')

// The analytics are part of this entry: one request less on every page with islands. Inside an app, events go to the
// app's own pipeline (`athenaEvent`) as they happen; those it refuses go to the mall. The bridge is loaded at once,
// so the page's `out` is sent when it is left (a page being left cannot load a chunk any more). In a browser,
// nothing of the bridge is loaded.
void (hostPresent() ? import('./bridge/calls').catch(() => null) : Promise.resolve(null)).then((bridge) => {
  if (bridge) {
    analytics.setSink((events) => {
      const sent = events.map((event) => bridge.athenaEvent(event))
      void Promise.allSettled(sent).then((results) => {
        const refused = events.filter((_, index) => results[index]!.status === 'rejected')
        if (refused.length > 0) analytics.toMall(refused)
      })
    })
  }
  analytics.start()
})
