import { fill } from '../../locales/fill'
import { DialogStyles } from './dialog-styles'
import { useModal } from './modal'

type Props = { name: string; quantity: number; count: number; texts: Record<string, string>; onClose: () => void }

/** showAddToCartDialog's web fallback: a sheet saying what was added, with the way to the cart or back to shopping. */
export function AddedSheet({ name, quantity, count, texts, onClose }: Props) {
  const { dialog, close } = useModal()
  return (
    <dialog ref={dialog} className="sheet" aria-labelledby="added-title" onClose={onClose} data-added-sheet>
      <DialogStyles />
      <h2 id="added-title">{texts['bridge.added.title']}</h2>
      <p>
        <bdi>{name}</bdi> <span dir="ltr">× {quantity}</span>
      </p>
      <p className="muted">{fill(texts['bridge.added.count'] ?? '', { count })}</p>
      <div className="row">
        <a className="btn" href="/m/cart">{texts['bridge.added.toCart']}</a>
        <button type="button" className="btn plain" onClick={close} autoFocus>{texts['bridge.added.keepShopping']}</button>
      </div>
    </dialog>
  )
}
