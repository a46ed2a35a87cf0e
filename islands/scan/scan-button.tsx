import { lazy, Suspense, useState } from 'react'
import { callApp } from '../bridge/app'
import { BridgeRefused } from '../bridge/errors'

/** The browser's scanner: loaded on the first tap outside an app, never with the page. */
const ScanDialog = lazy(() => import('./scan-dialog'))

type Props = { hint?: string; texts: Record<string, string>; onScan: (text: string) => void }

/**
 * A "Scan" button: inside an app, the app's camera scanner (toCaptureActivity); in a browser, or an app without
 * one, the page's dialog (the camera where the browser reads codes, and typing the code always).
 */
export function ScanButton({ hint = '', texts, onScan }: Props) {
  const [open, setOpen] = useState(false)
  async function start() {
    try {
      const text = await callApp('toCaptureActivity', hint)
      if (typeof text === 'string' && text) onScan(text)
    } catch (error) {
      if (!(error instanceof BridgeRefused)) setOpen(true)
    }
  }
  return (
    <>
      <button type="button" className="btn plain" onClick={start} data-scan>
        {texts['bridge.scan.button']}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ScanDialog
            texts={texts}
            onDone={(text) => {
              setOpen(false)
              if (text) onScan(text)
            }}
          />
        </Suspense>
      ) : null}
    </>
  )
}
