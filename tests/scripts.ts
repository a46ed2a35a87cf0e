/** Scripts in a page's HTML, told apart from the offline pages' registration every page carries. */
import { REGISTER_OFFLINE_PAGES } from '../islands/offline/register'

/** Structured data for search engines: a `<script>` element the browser never runs. */
const DATA = /^<script type="application\/ld\+json">/
/** Where the first script the browser runs starts in `html` (structured data aside), or -1. */
export const firstRunScript = (html: string) => html.search(/<script(?! type="application\/ld\+json")/)

const REGISTRATION = new RegExp(`^<script>${REGISTER_OFFLINE_PAGES.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</script>$`)

/** Every `<script …>…</script>` of `html` (or of `document.scripts` as outer HTML) but the offline pages' registration. */
export function scriptsBesidesRegistration(html: string | string[]): string[] {
  const tags = typeof html === 'string' ? [...html.matchAll(/<script\b[^>]*>[\s\S]*?<\/script>/gi)].map(([tag]) => tag) : html
  return tags.filter((tag) => !REGISTRATION.test(tag) && !DATA.test(tag))
}

/** The registration script itself, or undefined. */
export function registrationScript(html: string): string | undefined {
  return [...html.matchAll(/<script\b[^>]*>[\s\S]*?<\/script>/gi)].map(([tag]) => tag).find((tag) => REGISTRATION.test(tag))
}

/** The CSP hash source of a script's text (`'sha256-…'`), computed here on its own. */
export async function cspHashSource(script: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(script)))
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`
}

/** The text of every inline `<script>` the browser runs in `html`, in order. */
export const inlineScripts = (html: string): string[] =>
  [...html.matchAll(/<script\b([^>]*)>([^<]*)<\/script>/g)].filter((m) => !m[1]!.includes('application/ld+json')).map((m) => m[2]!)
