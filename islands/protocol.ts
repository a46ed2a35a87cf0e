/** The contract between `worker/render/island.tsx` (server) and `islands/client.ts` (browser). */
export const ISLAND_TAG = 'm-island'
/**
 * `toast`: when the page first shows a toast (the toast host), announced by islands/state/toast.ts. `tap`: on the
 * first click inside the island, which the live island then receives again.
 */
export const TRIGGERS = ['load', 'idle', 'visible', 'toast', 'tap'] as const
export const TOAST_SHOWN = 'm-toast-shown'
export type Trigger = (typeof TRIGGERS)[number]

/** The marker's attributes; `data-hydrated` is set by the client once the island is live. */
export const ATTR = {
  name: 'data-island',
  trigger: 'data-when',
  props: 'data-props',
  prefix: 'data-id-prefix',
  hydrated: 'data-hydrated',
} as const

function assertJson(value: unknown, path: string): void {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`Island prop ${path} is not a finite number`)
    return
  }
  if (Array.isArray(value)) return value.forEach((v, i) => assertJson(v, `${path}[${i}]`))
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [k, v] of Object.entries(value)) assertJson(v, `${path}.${k}`)
    return
  }
  throw new TypeError(`Island prop ${path} is not JSON (${typeof value})`)
}

const UNSAFE = /[<>&\u2028\u2029]/g
const ESCAPES: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' }

/** JSON for the props attribute; throws on anything JSON cannot carry (a function prop must not vanish). */
export function serializeProps(props: Record<string, unknown>): string {
  assertJson(props, 'props')
  return JSON.stringify(props).replace(UNSAFE, (ch) => ESCAPES[ch]!)
}
