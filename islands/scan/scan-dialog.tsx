import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { createPortal } from 'react-dom'
import { DialogStyles } from '../bridge/dialog-styles'
import { useModal } from '../bridge/modal'
import { MAX_CODE_LENGTH } from './limits'

type Detector = { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> }
type DetectorClass = new (options?: { formats?: string[] }) => Detector
type Props = { texts: Record<string, string>; onDone: (text: string | null) => void }

const EVERY_MS = 250

/** The browser's own barcode reader, where it has one (Chrome on Android does). */
function browserDetector(): DetectorClass | null {
  const found = (window as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector
  return typeof found === 'function' && !!navigator.mediaDevices?.getUserMedia ? found : null
}

/**
 * toCaptureActivity's web fallback: a dialog with the back camera read by the browser's BarcodeDetector, and a
 * field to type the code, always there (no camera, camera refused, a code the camera cannot read).
 */
export default function ScanDialog({ texts, onDone }: Props) {
  const { dialog, close } = useModal()
  const video = useRef<HTMLVideoElement>(null)
  const [camera, setCamera] = useState<'starting' | 'on' | 'none' | 'denied'>(() => (browserDetector() ? 'starting' : 'none'))
  const [code, setCode] = useState('')
  const [error, setError] = useState(false)
  const id = useId()
  const done = useRef(onDone)
  done.current = onDone
  /** What the dialog answers when it closes: the code, or null when the shopper closed it. */
  const result = useRef<string | null>(null)
  const finish = (text: string) => {
    result.current = text.slice(0, MAX_CODE_LENGTH)
    close()
  }

  useEffect(() => {
    const Detector = browserDetector()
    if (!Detector) return
    let stream: MediaStream | null = null
    let timer: ReturnType<typeof setTimeout> | undefined
    let stopped = false
    const detector = new Detector()
    async function look() {
      if (stopped || !video.current) return
      const found = await detector.detect(video.current).catch(() => [])
      const text = found.find((code) => code.rawValue.trim())?.rawValue.trim()
      if (text && !stopped) finish(text)
      else timer = setTimeout(look, EVERY_MS)
    }
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (media) => {
        stream = media
        if (stopped || !video.current) return
        video.current.srcObject = media
        await video.current.play()
        setCamera('on')
        void look()
      })
      .catch(() => setCamera('denied'))
    return () => {
      stopped = true
      clearTimeout(timer)
      stream?.getTracks().forEach((track) => track.stop())
    }
  }, [])

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    event.stopPropagation()
    const text = code.trim()
    if (!text) return setError(true)
    finish(text)
  }

  const status = camera === 'none' ? texts['bridge.scan.noCamera'] : camera === 'denied' ? texts['bridge.scan.denied'] : texts['bridge.scan.aim']
  // In a portal: the dialog has its own form, and the field it fills usually sits in the page's form.
  return createPortal(
    <dialog ref={dialog} className="sheet" aria-labelledby={`${id}t`} onClose={() => done.current(result.current)} data-scan-dialog>
      <DialogStyles />
      <h2 id={`${id}t`}>{texts['bridge.scan.title']}</h2>
      {camera === 'starting' || camera === 'on' ? <video ref={video} className="scan-video" muted playsInline aria-hidden="true" /> : null}
      <p className="muted" role="status">{status}</p>
      <form className="stack" onSubmit={submit} noValidate>
        <label>
          {texts['bridge.scan.manual']}
          <input
            type="text"
            value={code}
            onChange={(event) => {
              setCode(event.target.value)
              setError(false)
            }}
            maxLength={MAX_CODE_LENGTH}
            autoComplete="off"
            dir="ltr"
            aria-invalid={error}
            aria-describedby={error ? `${id}e` : undefined}
            autoFocus={camera === 'none'}
          />
          {error ? <span className="err" id={`${id}e`}>{texts['bridge.scan.required']}</span> : null}
        </label>
        <div className="row">
          <button type="submit" className="btn">{texts['bridge.scan.use']}</button>
          <button type="button" className="btn plain" onClick={close}>{texts['bridge.scan.cancel']}</button>
        </div>
      </form>
    </dialog>,
    document.body,
  )
}
