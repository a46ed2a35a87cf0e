import type { Context } from 'hono'
import type { AppEnv } from '../env'

/** Larger images stay a request of their own; a small SVG costs less in the page than a round trip. */
const MAX_INLINE_BYTES = 4096
const inlined = new Map<string, string>()
const escaped = (ch: string) => (ch.length === 1 && ch < '\x80' ? `%${ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}` : encodeURIComponent(ch))

/**
 * An SVG as a data URI: only what a URI, an HTML attribute or a CSS string cannot carry is escaped (spaces, `=`, `/`
 * and `:` stay as they are), about a fifth shorter than encoding every character that could be.
 */
export const svgDataUri = (svg: string) =>
  `data:image/svg+xml,${svg.trim().replace(/\s+/g, ' ').replace(/[%#<>"&'()\\]|[^\x20-\x7e]/gu, escaped)}`

/**
 * A small product SVG of this site as a data URI, so the images in the first viewport paint with the HTML instead
 * of one round trip later (on 2G that is most of a second). Anything else, or any failure, keeps the plain URL.
 * Static assets never change under one name, so each is read once per isolate.
 */
export async function inlineImage(c: Context<AppEnv>, src: string): Promise<string> {
  if (!/^\/m\/img\/[\w/-]+\.svg$/.test(src) || !c.env.ASSETS) return src
  const known = inlined.get(src)
  if (known) return known
  try {
    const response = await c.env.ASSETS.fetch(new URL(src, c.req.url))
    const svg = response.ok ? await response.text() : ''
    if (!svg.startsWith('<svg') || svg.length > MAX_INLINE_BYTES) return src
    const uri = svgDataUri(svg)
    inlined.set(src, uri)
    return uri
  } catch {
    return src
  }
}

/**
 * `items` with the pictures of the first `count` inlined (the ones a phone shows before scrolling); the rest keep
 * their URLs. With data saver on no picture is drawn, so nothing is inlined.
 */
export async function inlineFirstImages<T extends { image: string }>(c: Context<AppEnv>, items: T[], count: number): Promise<T[]> {
  if (c.var.ctx.dataSaver || count <= 0) return items
  const first = await Promise.all(items.slice(0, count).map(async (item) => ({ ...item, image: await inlineImage(c, item.image) })))
  return [...first, ...items.slice(count)]
}
