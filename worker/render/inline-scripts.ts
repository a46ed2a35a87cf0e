import { REGISTER_OFFLINE_PAGES } from '../../islands/offline/register'

/** Stable entry name, set by vite.config.ts: the build emits `m/client.js`; the dev server serves the source. */
const CLIENT_ENTRY: string = import.meta.env.CLIENT_ENTRY ?? '/m/client.js'

/**
 * Starts the island runtime once the page has loaded and shown its first content (a small page loads before it
 * paints; where the browser cannot tell when it painted, at load): nothing competes with the first paint. It adds a
 * script element rather than calling `import()`: under 'strict-dynamic' a script allowed by its hash may add scripts,
 * but its own imports would need a nonce. The element fetches nothing until it is in the document. (A module script
 * always runs before the load event.)
 */
export const START_AFTER_LOAD =
  `const e=document.createElement("script");e.type="module";e.src=${JSON.stringify(CLIENT_ENTRY)};` +
  'addEventListener("load",()=>self.PerformancePaintTiming?new PerformanceObserver(l=>l.getEntriesByName("first-contentful-paint")[0]&&document.head.append(e)).observe({type:"paint",buffered:1}):document.head.append(e))'

export { REGISTER_OFFLINE_PAGES }

/** Every inline script a page may carry: nothing else inline runs, whatever a page holds. */
export const INLINE_SCRIPTS: readonly string[] = [START_AFTER_LOAD, REGISTER_OFFLINE_PAGES]

let hashSources: Promise<readonly string[]> | undefined

/** The CSP hash source of each inline script (`'sha256-…'`): the only scripts a page may run of itself. */
export function inlineScriptHashes(): Promise<readonly string[]> {
  return (hashSources ??= Promise.all(
    INLINE_SCRIPTS.map(async (script) => {
      const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(script)))
      return `'sha256-${btoa(String.fromCharCode(...digest))}'`
    }),
  ))
}
