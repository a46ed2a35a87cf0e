import { useEffect, useRef, useState, type MouseEvent } from 'react'
import { fill } from '../locales/fill'
import type { MessageKey } from '../locales'
import { VIEWER_KEYS } from './bridge/keys'

type Viewer = typeof import('./bridge/image-viewer').ImageViewer

/** `first`: the first image as the page carries it (inlined, so it paints with the page); the links keep the files. */
type Props = { images: string[]; first?: string; name: string; texts: Record<string, string> }

export const GALLERY_KEYS = ['product.images', 'product.zoom', ...VIEWER_KEYS] as const satisfies readonly MessageKey[]

/**
 * The product's images. Each is a link to its full-size file, so a tap zooms without JavaScript; hydrated, a tap
 * opens the app's own image viewer (zoomImage), or in a browser the page's viewer dialog.
 *
 * Only the first image is fetched with the page. The others sit beside it, off screen, yet near enough that a
 * browser's lazy loading fetches them anyway; so with JavaScript each is put in once the shopper swipes it into the
 * gallery at least half, and without JavaScript it comes from `<noscript>`, lazily.
 */
export default function Gallery({ images, first, name, texts }: Props) {
  const [viewing, setViewing] = useState<number | null>(null)
  // The viewer and the app bridge are loaded on the first tap: the page's first view carries neither.
  const [Viewer, setViewer] = useState<Viewer | null>(null)
  const view = (index: number) =>
    void import('./bridge/image-viewer').then(({ ImageViewer }) => {
      setViewer(() => ImageViewer)
      setViewing(index)
    })
  function zoom(event: MouseEvent<HTMLAnchorElement>, index: number) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    const absolute = images.map((src) => new URL(src, location.href).href)
    import('./bridge/app')
      .then(({ callApp }) => callApp('zoomImage', absolute, index))
      .catch(() => view(index))
  }
  const list = useRef<HTMLUListElement>(null)
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set([0]))
  useEffect(() => {
    const slots = [...(list.current?.children ?? [])]
    if (typeof IntersectionObserver !== 'function') return setSeen(new Set(slots.map((_, index) => index)))
    const watcher = new IntersectionObserver(
      (entries) => {
        const now = entries.filter((entry) => entry.isIntersecting).map((entry) => slots.indexOf(entry.target))
        if (now.length > 0) setSeen((before) => new Set([...before, ...now]))
      },
      // Half in view: the edge of the next picture that a phone's first view shows does not fetch it.
      { root: list.current, threshold: 0.5 },
    )
    slots.forEach((slot) => watcher.observe(slot))
    return () => watcher.disconnect()
  }, [images])
  return (
    <>
      <ul className="gal" aria-label={texts['product.images']} ref={list}>
        {images.map((src, index) => {
          const picture = (
            <img
              src={index === 0 && first ? first : src}
              alt={index === 0 ? name : ''}
              width={320}
              height={320}
              loading={index === 0 ? undefined : 'lazy'}
              fetchPriority={index === 0 ? 'high' : undefined}
              decoding={index === 0 ? 'sync' : 'async'}
            />
          )
          return (
            <li key={src}>
              <a href={src} aria-label={fill(texts['product.zoom'] ?? '', { index: index + 1 })} onClick={(event) => zoom(event, index)}>
                {seen.has(index) ? picture : <noscript>{picture}</noscript>}
              </a>
            </li>
          )
        })}
      </ul>
      {viewing === null || Viewer === null ? null : (
        <Viewer images={images} index={viewing} alt={name} texts={texts} onIndex={setViewing} onClose={() => setViewing(null)} />
      )}
    </>
  )
}

declare module './registry' {
  interface Islands {
    gallery: { component: typeof Gallery; texts: typeof GALLERY_KEYS }
  }
}
