/** Scripts in a page's HTML, told apart from the offline pages' registration every page carries. */
import { REGISTER_OFFLINE_PAGES } from '../islands/offline/register'

const REGISTRATION = new RegExp(`^<script>${REGISTER_OFFLINE_PAGES.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</script>$`)

/** Every `<script …>…</script>` of `html` (or of `document.scripts` as outer HTML) but the offline pages' registration. */
export function scriptsBesidesRegistration(html: string | string[]): string[] {
  const tags = typeof html === 'string' ? [...html.matchAll(/<script\b[^>]*>[\s\S]*?<\/script>/gi)].map(([tag]) => tag) : html
  return tags.filter((tag) => !REGISTRATION.test(tag))
}

/** The registration script itself, or undefined. */
export function registrationScript(html: string): string | undefined {
  return [...html.matchAll(/<script\b[^>]*>[\s\S]*?<\/script>/gi)].map(([tag]) => tag).find((tag) => REGISTRATION.test(tag))
}
