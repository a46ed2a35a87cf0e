import type { Context } from 'hono'
import type { AppEnv } from '../env'

/** Larger images stay a request of their own; a small SVG costs less in the page than a round trip. */
const MAX_INLINE_BYTES = 4096
const inlined = new Map<string, string>()

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
    const uri = `data:image/svg+xml,${encodeURIComponent(svg)}`
    inlined.set(src, uri)
    return uri
  } catch {
    return src
  }
}
