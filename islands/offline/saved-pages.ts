/**
 * How the service worker shows saved pages: the "Offline — saved at 10:42" line on a saved copy, and the list of saved
 * pages on the offline page. Plain string work on HTML our own worker rendered; every value put in is escaped.
 */

export const OFFLINE_PATH = '/m/offline'
/** The list on the offline page that the service worker fills. */
export const SAVED_LIST_ID = 'saved-pages'
/** Where the time goes in the offline page's `data-saved-at` line. */
export const OFFLINE_TIME = '{time}'

export type SavedPage = { path: string; title: string; savedAt: number }
export type PageLanguage = { lang: string; dir: 'ltr' | 'rtl' }

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!)
}

/** Text as written in HTML (`&amp;`, `&#39;`, `&#x27;`) → the characters it stands for. */
export function decodeText(html: string): string {
  return html.replace(/&(?:#(\d{1,7})|#x([\da-f]{1,6})|([a-z]{2,6}));/gi, (whole, dec?: string, hex?: string, name?: string) => {
    const code = dec ? Number(dec) : hex ? parseInt(hex, 16) : null
    if (code !== null) return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    return NAMED[name!.toLowerCase()] ?? whole
  })
}

export function titleOf(html: string): string {
  return decodeText(/<title>([^<]*)<\/title>/i.exec(html)?.[1] ?? '').trim()
}

export function languageOf(html: string): PageLanguage {
  const tag = /<html\b[^>]*>/i.exec(html)?.[0] ?? ''
  const lang = /\blang="([^"]*)"/.exec(tag)?.[1] ?? 'en-US'
  return { lang: decodeText(lang), dir: /\bdir="rtl"/.test(tag) ? 'rtl' : 'ltr' }
}

/** The offline page's line with `{time}` in it, as HTML text (the attribute is escaped already). */
export function savedAtTemplate(offlinePage: string): string | null {
  return /\bdata-saved-at="([^"]*)"/.exec(offlinePage)?.[1] ?? null
}

function formatter(lang: string, sameDay: boolean): Intl.DateTimeFormat {
  const options: Intl.DateTimeFormatOptions = sameDay ? { hour: '2-digit', minute: '2-digit' } : { dateStyle: 'short', timeStyle: 'short' }
  try {
    // Without date names for the language (Hausa in some builds) the time reads in digits, never in another language.
    return new Intl.DateTimeFormat(Intl.DateTimeFormat.supportedLocalesOf([lang]).length > 0 ? lang : 'en-GB', options)
  } catch {
    return new Intl.DateTimeFormat('en-GB', options)
  }
}

/** The time a page was saved, on the shopper's clock: the time alone today, with the date before that. */
export function savedTime(savedAt: number, now: number, lang: string): string {
  const sameDay = new Date(savedAt).toDateString() === new Date(now).toDateString()
  return formatter(lang, sameDay).format(new Date(savedAt))
}

/** `<time>`, left to right inside any text, with the machine-readable moment. */
function timeElement(savedAt: number, now: number, lang: string): string {
  return `<time datetime="${new Date(savedAt).toISOString()}" dir="ltr">${escapeHtml(savedTime(savedAt, now, lang))}</time>`
}

/** The status line on top of a saved copy, in the offline page's language and direction. */
export function offlineLine(template: string, language: PageLanguage, savedAt: number, now: number): string {
  const text = template.split(OFFLINE_TIME).join(timeElement(savedAt, now, language.lang))
  return `<p class="note" role="status" lang="${escapeHtml(language.lang)}" dir="${language.dir}" style="margin:0 0 10px">${text}</p>`
}

/** A saved page with the line at the top of its main content (or of the body, on a page without `<main>`). */
export function withOfflineLine(html: string, line: string): string {
  const at = /<main\b[^>]*>/i.exec(html) ?? /<body\b[^>]*>/i.exec(html)
  if (!at) return line + html
  const end = at.index + at[0].length
  return html.slice(0, end) + line + html.slice(end)
}

/** The offline page with the saved pages listed, newest first: each a link with its title and when it was saved. */
export function withSavedList(offlinePage: string, pages: SavedPage[], now: number): string {
  const { lang } = languageOf(offlinePage)
  const items = [...pages]
    .sort((a, b) => b.savedAt - a.savedAt)
    .map((page) => `<li><a href="${escapeHtml(page.path)}">${escapeHtml(page.title || page.path)}</a>${timeElement(page.savedAt, now, lang)}</li>`)
    .join('')
  const list = new RegExp(`<ul\\b[^>]*\\bid="${SAVED_LIST_ID}"[^>]*>`).exec(offlinePage)
  if (!list) return offlinePage
  const end = list.index + list[0].length
  return offlinePage.slice(0, end) + items + offlinePage.slice(end)
}

/** Entries beyond `max`, oldest first (a cache lists its entries in the order they were put). */
export function beyond<T>(entries: readonly T[], max: number): T[] {
  return entries.slice(0, Math.max(0, entries.length - max))
}
