import { Fragment, type ReactNode } from 'react'

/**
 * A filled template whose values are isolated (`<bdi>`): a price, a phone number or a count keeps its own direction
 * inside Arabic text, and the words around it keep theirs.
 */
export function isolate(template: string, params: Record<string, ReactNode>): ReactNode {
  const parts = template.split(/\{\{\s*(\w+)\s*\}\}/g)
  return parts.map((part, i) =>
    i % 2 === 0 ? <Fragment key={i}>{part}</Fragment> : <bdi key={i}>{part in params ? params[part] : `{{${part}}}`}</bdi>,
  )
}
