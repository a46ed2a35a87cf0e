import { useEffect, useState } from 'react'
import { useSignals } from '@preact/signals-react/runtime'
import type { MessageKey } from '../locales'
import { queuedAdds, toasts, type Toast } from './state/toast'

type Props = { texts: Record<string, string> }

export const TOAST_KEYS = [
  'toast.success', 'toast.fail', 'toast.info', 'toast.warning', 'toast.tips',
  'error.network', 'error.timeout', 'error.server', 'error.unauthorized',
] as const satisfies readonly MessageKey[]

function textOf(toast: Toast, texts: Record<string, string>): string {
  if (toast.text) return toast.text
  if (toast.key && texts[`error.${toast.key}`]) return texts[`error.${toast.key}`]!
  return texts[`toast.${toast.type}`] ?? ''
}

/** Per state of an add made offline, the toast it shows as. */
const QUEUED_TYPE = { waiting: 'info', added: 'success', refused: 'fail' } as const

/**
 * Renders the shared toast queue (islands call `showToast` from islands/state/toast), and first the adds made
 * offline (islands/cart-queue.ts), each while it waits and a moment after its answer. Hydrated when the first toast
 * is shown: it hydrates empty, as the server rendered it, and shows the queue just after, in the live region.
 */
export default function Toasts({ texts }: Props) {
  useSignals()
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const shown = toasts.value
  return (
    <div className="toasts" role="status" aria-live="polite">
      {(hydrated ? queuedAdds.value : []).map((line) => (
        <div key={line.key} className={`toast ${QUEUED_TYPE[line.state]} small`} data-queued={line.state}>
          {line.text}
        </div>
      ))}
      {(hydrated ? shown : []).map((toast) => (
        <div key={toast.id} className={`toast ${toast.type} ${toast.size}`} data-toast={toast.type}>
          {textOf(toast, texts)}
        </div>
      ))}
    </div>
  )
}

declare module './registry' {
  interface Islands {
    toasts: { component: typeof Toasts; texts: typeof TOAST_KEYS }
  }
}
