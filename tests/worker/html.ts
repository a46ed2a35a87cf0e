/**
 * Reads a page's HTML with workerd's own HTMLRewriter (CSS selectors: tag, #id, .class, [attr], [attr="value"],
 * [attr^=…], :not(), :nth-child(), descendant and child combinators), so a test names the element it means
 * instead of a regex that depends on attribute order or on what sits next to it.
 */
export type Found = {
  /** Attribute values, entities decoded; a boolean attribute is ''. */
  attrs: Record<string, string>
  /** The text inside the element (its children's too), entities decoded. */
  text: string
}

/** Elements that never have an end tag, so never any text. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr'])
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }
const decode = (value: string) =>
  value.replace(/&(?:#(\d+)|#x([\da-f]+)|(\w+));/gi, (whole, dec?: string, hex?: string, name?: string) =>
    dec ? String.fromCodePoint(Number(dec)) : hex ? String.fromCodePoint(parseInt(hex, 16)) : (ENTITIES[name!] ?? whole),
  )

/** Every element `selector` matches, in document order. */
export async function selectAll(html: string, selector: string): Promise<Found[]> {
  const found: Found[] = []
  const open: Found[] = []
  const rewriter = new HTMLRewriter().on(selector, {
    element(element) {
      const match: Found = { attrs: {}, text: '' }
      // The DOM's Element (lib "DOM") merges into HTMLRewriter's and types `attributes` as a NamedNodeMap.
      for (const [name, value] of element.attributes as unknown as Iterable<[string, string]>) match.attrs[name] = decode(value)
      found.push(match)
      if (VOID.has(element.tagName)) return
      open.push(match)
      element.onEndTag(() => void open.splice(open.lastIndexOf(match), 1))
    },
    text(chunk) {
      for (const match of open) match.text += chunk.text
    },
  })
  await rewriter.transform(new Response(html)).arrayBuffer()
  for (const match of found) match.text = decode(match.text)
  return found
}

/** The first element `selector` matches, or undefined. */
export async function select(html: string, selector: string): Promise<Found | undefined> {
  return (await selectAll(html, selector))[0]
}

/**
 * What each form `selector` matches would send as it stands, by field name: its inputs' values (a checkbox or radio
 * only when checked). Buttons, selects and text areas are left out.
 */
export async function formFields(html: string, selector = 'form'): Promise<Record<string, string>[]> {
  const forms: Record<string, string>[] = []
  const rewriter = new HTMLRewriter()
    .on(selector, { element: () => void forms.push({}) })
    .on(`${selector} input[name]`, {
      element(input) {
        const type = input.getAttribute('type')
        if ((type === 'checkbox' || type === 'radio') && !input.hasAttribute('checked')) return
        forms.at(-1)![decode(input.getAttribute('name')!)] = decode(input.getAttribute('value') ?? (type === 'checkbox' || type === 'radio' ? 'on' : ''))
      },
    })
  await rewriter.transform(new Response(html)).arrayBuffer()
  return forms
}

/**
 * `names` of the first form `selector` matches whose fields include `where` (e.g. `{ action: 'pay' }`); throws when
 * no form matches or one of the names is missing.
 */
export async function formValues<Name extends string>(
  html: string,
  selector: string,
  names: readonly Name[],
  where: Record<string, string> = {},
): Promise<Record<Name, string>> {
  const form = (await formFields(html, selector)).find((fields) => Object.entries(where).every(([name, value]) => fields[name] === value))
  if (!form) throw new Error(`no form ${selector} with ${JSON.stringify(where)}`)
  const values = {} as Record<Name, string>
  for (const name of names) {
    const value = form[name]
    if (value === undefined) throw new Error(`the form ${selector} has no field ${name}`)
    values[name] = value
  }
  return values
}
