import { useEffect, useRef, useState } from 'react'
import type { ProductCard } from '../contract'
import type { MessageKey } from '../locales'
import type { NumberFormatting } from '../locales/format'
import { ProductCardView } from './product-card'
import { send } from './request'

type Props = {
  /** The cursor of the next page. */
  next: string
  /** The listing's query without the cursor (`sort`, `limit`, `categoryId`, `q`). */
  query: Record<string, string>
  /** The plain link to the next page, for browsers without JavaScript; `{{cursor}}` stands for the cursor. */
  href: string
  formatting: NumberFormatting
  texts: Record<string, string>
}

export const LOAD_MORE_KEYS = ['catalog.nextPage', 'catalog.loadMore', 'catalog.loading', 'catalog.off', 'catalog.outOfStock'] as const satisfies readonly MessageKey[]

const linkTo = (href: string, cursor: string) => href.replace('{{cursor}}', encodeURIComponent(cursor))

/**
 * Without JavaScript, a plain link to the next page. Hydrated, a button that appends the next page's cards below the
 * ones already shown, then moves the focus to the first card it added.
 */
export default function LoadMore({ next: initialNext, query, href, formatting, texts }: Props) {
  const [items, setItems] = useState<ProductCard[]>([])
  const [next, setNext] = useState<string | null>(initialNext)
  const [busy, setBusy] = useState(false)
  const [live, setLive] = useState(false)
  const list = useRef<HTMLUListElement>(null)
  const focusFrom = useRef<number | null>(null)

  useEffect(() => setLive(true), [])
  useEffect(() => {
    if (focusFrom.current === null) return
    list.current?.children[focusFrom.current]?.querySelector('a')?.focus()
    focusFrom.current = null
  }, [items])

  async function more() {
    if (!next || busy) return
    setBusy(true)
    try {
      const page = await send('GET /catalog/products', { query: { ...query, cursor: next } })
      focusFrom.current = items.length
      setItems((shown) => [...shown, ...page.items.filter((card) => !shown.some((s) => s.id === card.id))])
      setNext(page.next)
    } catch {
      // The request showed its toast; the button stays for another try.
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      {items.length > 0 ? (
        <ul className="grid" ref={list}>
          {items.map((card) => (
            <ProductCardView key={card.id} card={card} formatting={formatting} texts={texts} />
          ))}
        </ul>
      ) : null}
      {next === null ? null : live ? (
        <button className="btn wide" type="button" onClick={more} disabled={busy} aria-busy={busy}>
          {busy ? texts['catalog.loading'] : texts['catalog.loadMore']}
        </button>
      ) : (
        <a className="btn wide" href={linkTo(href, next)}>
          {texts['catalog.nextPage']}
        </a>
      )}
    </>
  )
}

declare module './registry' {
  interface Islands {
    'load-more': { component: typeof LoadMore; texts: typeof LOAD_MORE_KEYS }
  }
}
