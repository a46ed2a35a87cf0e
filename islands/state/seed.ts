import type { AppStateSeed } from './app'

/** The attribute of the island runtime's script that carries the seed (pages with islands only). */
export const APP_STATE_ATTR = 'data-app-state'

/** The seed the server rendered with the page, or null (no islands, or unreadable). */
export function readSeed(): AppStateSeed | null {
  const text = document.querySelector(`script[${APP_STATE_ATTR}]`)?.getAttribute(APP_STATE_ATTR)
  if (!text) return null
  try {
    return JSON.parse(text) as AppStateSeed
  } catch {
    return null
  }
}
