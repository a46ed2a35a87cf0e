import type { KeyboardEvent } from 'react'
import { fill } from '../../locales/fill'
import { DialogStyles } from './dialog-styles'
import { useModal } from './modal'

type Props = {
  images: string[]
  index: number
  alt: string
  texts: Record<string, string>
  onIndex: (index: number) => void
  onClose: () => void
}

/**
 * zoomImage's web fallback: the images one at a time, full width, in a modal dialog (focus kept inside, Escape
 * closes, focus goes back to the tapped image). Arrow keys and the buttons move between images.
 */
export function ImageViewer({ images, index, alt, texts, onIndex, onClose }: Props) {
  const { dialog, close } = useModal()
  const count = images.length
  const go = (step: number) => onIndex((index + step + count) % count)
  const rtl = () => document.documentElement.dir === 'rtl'
  function keys(event: KeyboardEvent) {
    if (event.key === 'ArrowRight') go(rtl() ? -1 : 1)
    else if (event.key === 'ArrowLeft') go(rtl() ? 1 : -1)
  }
  return (
    <dialog ref={dialog} className="viewer" aria-label={texts['bridge.viewer.label']} onClose={onClose} onKeyDown={keys}>
      <DialogStyles />
      <img src={images[index]} alt={alt} />
      <p className="viewer-bar">
        {count > 1 ? <button type="button" className="btn plain" onClick={() => go(-1)}>{texts['bridge.viewer.previous']}</button> : null}
        <span role="status">{fill(texts['bridge.viewer.position'] ?? '', { index: index + 1, count })}</span>
        {count > 1 ? <button type="button" className="btn plain" onClick={() => go(1)}>{texts['bridge.viewer.next']}</button> : null}
      </p>
      <button type="button" className="btn viewer-close" onClick={close} autoFocus>{texts['bridge.viewer.close']}</button>
    </dialog>
  )
}
