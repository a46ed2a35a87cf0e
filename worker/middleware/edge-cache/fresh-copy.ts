/**
 * The per-response values of a page: its form keys (an `input name="idem"` and an island's `idem` prop: the
 * Idempotency-Key of one intended action). A stored copy holds none: `HTMLRewriter` replaces each with a slot (a
 * marker made for that copy), and every answer from the copy fills the slots with fresh keys. A copy without slots is
 * answered byte for byte alike, so it can be compressed once.
 */
const FORM_KEY_PROP = /(&quot;|")idem\1:\1([^"&]*)\1/g

/** A copy ready to answer from: its text split at the slots (`k<i>`: the i-th form key). */
export type Template = { parts: readonly string[] }

/** The page as stored, with the marker its slots carry. */
export async function storedCopy(html: string): Promise<{ html: string; marker: string }> {
  const marker = `slot-${crypto.randomUUID().slice(0, 13)}-`
  const slots = new Map<string, string>()
  const slotOf = (key: string) => {
    let slot = slots.get(key)
    if (slot === undefined) slots.set(key, (slot = `${marker}k${slots.size}`))
    return slot
  }
  const stored = await new HTMLRewriter()
    .on('input[name="idem"]', {
      element(element) {
        element.setAttribute('value', slotOf(element.getAttribute('value') ?? ''))
      },
    })
    .on('m-island[data-props]', {
      element(element) {
        const props = element.getAttribute('data-props') ?? ''
        // An island's prop and its plain form's hidden field carry the same key, so they share a slot.
        if (props.includes('idem')) element.setAttribute('data-props', props.replace(FORM_KEY_PROP, (_, q: string, key: string) => `${q}idem${q}:${q}${slotOf(key)}${q}`))
      },
    })
    .transform(new Response(html))
    .text()
  return { html: stored, marker }
}

export function templateOf(html: string, marker: string): Template {
  const escaped = marker.replace(/[^a-z0-9]/gi, (ch) => `\\${ch}`)
  return { parts: html.split(new RegExp(`${escaped}(k\\d+)`)) }
}

/** One answer from a copy: a fresh key in every form key slot. */
export function answerFrom({ parts }: Template): string {
  const keys = new Map<string, string>()
  let out = ''
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!
    if (i % 2 === 0) out += part
    else {
      let key = keys.get(part)
      if (key === undefined) keys.set(part, (key = crypto.randomUUID()))
      out += key
    }
  }
  return out
}

/** The copy's one answer, gzipped, when it has no slots (every answer alike); otherwise none. */
export async function compressedAnswer({ parts }: Template): Promise<ArrayBuffer | undefined> {
  if (parts.length !== 1) return undefined
  return new Response(new Blob([parts[0]!]).stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer()
}
