/**
 * The per-response values of a page: every `nonce` attribute (the CSP nonce of the inline module script, and of any
 * other inline script a page carries) and every form key (an `input name="idem"` and an island's `idem` prop: the
 * Idempotency-Key of one intended action). A stored copy holds none of them; every answer from a copy gets its own.
 */
const FORM_KEY_PROP = /(&quot;|")idem\1:\1([^"&]*)\1/g

type Values = {
  nonce: string
  /** The value that replaces a form key; the same key gets the same replacement within one page. */
  formKey: (old: string) => string
}

function rewriter({ nonce, formKey }: Values): HTMLRewriter {
  return new HTMLRewriter()
    .on('[nonce]', {
      element(element) {
        element.setAttribute('nonce', nonce)
      },
    })
    .on('input[name="idem"]', {
      element(element) {
        element.setAttribute('value', formKey(element.getAttribute('value') ?? ''))
      },
    })
    .on('m-island[data-props]', {
      element(element) {
        const props = element.getAttribute('data-props') ?? ''
        if (props.includes('idem')) element.setAttribute('data-props', props.replace(FORM_KEY_PROP, (_, q: string, old: string) => `${q}idem${q}:${q}${formKey(old)}${q}`))
      },
    })
}

/** Keys of one page mapped consistently: an island's prop and its hidden field keep carrying the same key. */
function keyMap(next: () => string): (old: string) => string {
  const seen = new Map<string, string>()
  return (old) => {
    let value = seen.get(old)
    if (value === undefined) seen.set(old, (value = next()))
    return value
  }
}

/** The page as stored: no nonce (empty attributes mark where one goes), form keys replaced by page-local placeholders. */
export function storedCopy(page: Response): Response {
  let n = 0
  return rewriter({ nonce: '', formKey: keyMap(() => `form-key-${++n}`) }).transform(page)
}

/** A stored copy as one answer: this response's CSP nonce and fresh form keys. */
export function answerFrom(copy: Response, nonce: string): Response {
  return rewriter({ nonce, formKey: keyMap(() => crypto.randomUUID()) }).transform(copy)
}
