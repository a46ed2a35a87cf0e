import { Fragment, type ReactNode } from 'react'

/** What may stand between two values that read as one (`{{sold}}/{{total}}`, `{{from}}–{{to}}`): no letters, short. */
const JOINER = /^[^\p{L}]{0,3}$/u
const LETTER = /\p{L}/u

/**
 * A filled template whose values are isolated (`<bdi>`): a price, a phone number or a count keeps its own direction
 * inside Arabic text, and the words around it keep theirs. Values joined only by punctuation (`41/60`) share one
 * left-to-right isolate, so right-to-left text does not swap them (`60/41`).
 */
export function isolate(template: string, params: Record<string, ReactNode>): ReactNode {
  const parts = template.split(/\{\{\s*(\w+)\s*\}\}/g)
  const value = (name: string): ReactNode => (name in params ? params[name] : `{{${name}}}`)
  const out: ReactNode[] = []
  for (let i = 0; i < parts.length; i++) {
    if (i % 2 === 0) {
      if (parts[i]) out.push(<Fragment key={i}>{parts[i]}</Fragment>)
      continue
    }
    const group: ReactNode[] = [value(parts[i]!)]
    const first = i
    while (i + 2 < parts.length && JOINER.test(parts[i + 1]!)) {
      group.push(parts[i + 1], value(parts[i + 2]!))
      i += 2
    }
    const plain = group.every((v) => typeof v === 'string' || typeof v === 'number')
    const text = plain ? group.join('') : null
    // Under the older HTML rule (still in older Android WebViews) an isolate with no letter takes its parent's
    // direction, so in Arabic `1–3` would read `3–1`: joined values and letterless text are marked left to right.
    const ltr = group.length > 1 || (text !== null && !LETTER.test(text))
    out.push(
      <bdi key={first} dir={ltr ? 'ltr' : undefined}>
        {plain ? text : group.map((v, k) => <Fragment key={k}>{v}</Fragment>)}
      </bdi>,
    )
  }
  return out
}
