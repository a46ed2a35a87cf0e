import { useEffect, useRef } from 'react'

/**
 * A `<dialog>` shown modal while mounted: focus stays inside, Escape closes it (its `close` event tells the
 * owner), and focus goes back to what had it before. Call `close()` rather than unmounting, so it closes first.
 */
export function useModal() {
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const element = dialog.current
    const opener = document.activeElement as HTMLElement | null
    if (element && !element.open) element.showModal()
    return () => {
      if (element?.open) element.close()
      if (opener?.isConnected) opener.focus()
    }
  }, [])
  return { dialog, close: () => dialog.current?.close() }
}
