import { REGISTER_OFFLINE_PAGES } from '../../islands/offline/register'

/** Stable entry name, set by vite.config.ts: the build emits `m/client.js`; the dev server serves the source. */
export const CLIENT_ENTRY: string = import.meta.env.CLIENT_ENTRY ?? '/m/client.js'

/**
 * Starts the island runtime once the page has loaded and shown its first content (a small page loads before it
 * paints; where the browser cannot tell when it painted, at load): nothing competes with the first paint. It adds a
 * script element rather than calling `import()`: under 'strict-dynamic' a script allowed by its hash may add scripts,
 * but its own imports would need a nonce.
 */
export const START_AFTER_LOAD = [
  `const s=()=>{const e=document.createElement("script");e.type="module";e.src=${JSON.stringify(CLIENT_ENTRY)};document.head.append(e)}`,
  'const o=window.PerformanceObserver,p=()=>o&&o.supportedEntryTypes&&o.supportedEntryTypes.includes("paint")?new o((l,w)=>{l.getEntriesByName("first-contentful-paint").length&&(w.disconnect(),s())}).observe({type:"paint",buffered:true}):s()',
  'document.readyState==="complete"?p():addEventListener("load",p,{once:true})',
].join(';')

export { REGISTER_OFFLINE_PAGES }

/** Every inline script a page may carry: nothing else inline runs, whatever a page holds. */
export const INLINE_SCRIPTS: readonly string[] = [START_AFTER_LOAD, REGISTER_OFFLINE_PAGES]

let hashSources: Promise<readonly string[]> | undefined

/**
 * The CSP hash source of each inline script (`'sha256-…'`): a copy of a page kept in the edge cache, answered byte
 * for byte to every guest, carries no nonce, so its scripts are allowed by what they are.
 */
export function inlineScriptHashes(): Promise<readonly string[]> {
  return (hashSources ??= Promise.all(
    INLINE_SCRIPTS.map(async (script) => {
      const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(script)))
      return `'sha256-${btoa(String.fromCharCode(...digest))}'`
    }),
  ))
}
