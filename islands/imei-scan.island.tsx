import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { IMEI_PATTERN, isImei } from '../contract/common'
import { formatDateTime } from '../locales/format'
import { newIdempotencyKey } from './idempotency'
import { type HistoryRow, ScanHistory } from './imei/history'
import { dequeue, enqueue, queued, type QueuedScan } from './imei/queue'
import { RequestError, send as request } from './request'
import { ScanButton } from './scan/scan-button'

/**
 * `texts`: the keys of `IMEI_SCAN_KEYS` (islands/imei/keys.ts), in the shopper's language; `history`: the latest
 * scans as the page rendered them, whose times are written again in `locale` and `timeZone` when the list is read anew.
 */
type Props = { action: string; idem: string; texts: Record<string, string>; history: HistoryRow[]; locale: string; timeZone: string }

type Item = QueuedScan & { state: 'pending' | 'approved' | 'refused'; message: string }

/** No answer yet about this scan: the network, or the same scan still in flight from another send (the mall's 'repeatedRequest'). */
const isTransient = (error: unknown) => error instanceof RequestError && (error.key === 'network' || error.key === 'timeout' || error.key === 'repeatedRequest')

/**
 * The IMEI form: typed, or filled by the scan button (the app's camera, or the page's scanner). Without JavaScript it
 * is a plain form. Hydrated, each scan is sent in place under its own Idempotency-Key; offline (or when the request
 * cannot get through) it waits in IndexedDB, listed as pending, and is sent again, with the same key, when the
 * connection returns — so however often it is sent, the unit is claimed once.
 */
export default function ImeiScan({ action, idem, texts, history: rendered, locale, timeZone }: Props) {
  const id = useId()
  const [history, setHistory] = useState(rendered)
  const [imei, setImei] = useState('')
  const [items, setItems] = useState<Item[]>([])
  const [busy, setBusy] = useState(false)
  const [offline, setOffline] = useState(false)
  const key = useRef(idem)
  const flushing = useRef(false)

  const update = (scan: QueuedScan, state: Item['state'], message: string) =>
    setItems((now) => [{ ...scan, state, message }, ...now.filter((item) => item.key !== scan.key)])

  /** The latest scans read again after the mall answered one, so the list shows it without a reload. */
  async function refreshHistory() {
    try {
      const { scans } = await request('GET /imei/scans', { quiet: true })
      setHistory(scans.map((scan) => ({ ...scan, when: formatDateTime(scan.at, locale, timeZone) })))
    } catch {
      // The list stays as it was; the scan's own line above says how it went.
    }
  }

  async function send(scan: QueuedScan): Promise<boolean> {
    try {
      const claimed = await request('POST /imei/scan', { body: { imei: scan.imei }, idempotencyKey: scan.key, quiet: true })
      update(scan, 'approved', texts[claimed.activated ? 'imeiScan.activated' : 'imeiScan.approved']!)
    } catch (error) {
      if (isTransient(error)) return false
      if (error instanceof RequestError && error.code === 401) return false
      update(scan, 'refused', error instanceof Error ? error.message : '')
    }
    await dequeue(scan.key).catch(() => undefined)
    void refreshHistory()
    return true
  }

  async function flush() {
    if (flushing.current) return
    flushing.current = true
    try {
      for (const scan of await queued()) {
        update(scan, 'pending', '')
        if (!navigator.onLine || !(await send(scan))) break
      }
      setOffline(!navigator.onLine)
    } finally {
      flushing.current = false
    }
  }

  useEffect(() => {
    const online = () => void flush()
    const gone = () => setOffline(true)
    addEventListener('online', online)
    addEventListener('offline', gone)
    void flush().catch(() => undefined)
    return () => {
      removeEventListener('online', online)
      removeEventListener('offline', gone)
    }
  }, [])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const scan = { key: key.current, imei: imei.replace(/[\s-]/g, ''), at: Date.now() }
    if (!scan.imei) return
    // A mistyped last digit is said at once, in place, before anything is queued (the mall refuses it the same way).
    if (IMEI_PATTERN.test(scan.imei) && !isImei(scan.imei)) return update(scan, 'refused', texts['error.imeiCheckDigit']!)
    key.current = newIdempotencyKey()
    setImei('')
    await enqueue(scan)
    update(scan, 'pending', '')
    if (!navigator.onLine) return setOffline(true)
    setBusy(true)
    const answered = await send(scan).finally(() => setBusy(false))
    if (!answered) setOffline(true)
  }

  const label = (state: Item['state']) =>
    texts[state === 'approved' ? 'imeiScan.statusApproved' : state === 'refused' ? 'imeiScan.statusRefused' : 'imeiScan.statusPending']
  return (
    <>
      <form method="post" action={action} className="card stack" onSubmit={submit}>
        <input type="hidden" name="idem" value={idem} />
        <label htmlFor={id}>{texts['imeiScan.label']}</label>
        <span className="scan-field">
          <input
            id={id} name="imei" type="text" value={imei} onChange={(event) => setImei(event.target.value)} inputMode="numeric" autoComplete="off"
            maxLength={40} required dir="ltr"
          />
          <ScanButton hint="imei" texts={texts} onScan={setImei} />
        </span>
        <button className="btn wide" type="submit" disabled={busy} aria-busy={busy}>
          {busy ? texts['imeiScan.sending'] : texts['imeiScan.submit']}
        </button>
      </form>
      {offline ? <p className="note" role="status">{texts['imeiScan.offline']}</p> : null}
      {items.length > 0 ? (
        <section className="card stack" aria-labelledby={`${id}-queue`}>
          <h2 id={`${id}-queue`}>{texts['imeiScan.queueTitle']}</h2>
          <ul className="scans" aria-live="polite">
            {items.map((item) => (
              <li key={item.key} data-imei={item.imei} data-state={item.state}>
                <span className="row">
                  <bdi dir="ltr">{item.imei}</bdi>
                  <b className={`scan-${item.state}`}>{label(item.state)}</b>
                </span>
                {item.message ? <span className="muted">{item.message}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <h2 id="scan-history">{texts['imeiScan.historyTitle']}</h2>
      <ScanHistory rows={history} texts={texts} />
    </>
  )
}

declare module './registry' {
  interface Islands {
    'imei-scan': { component: typeof ImeiScan; texts: typeof import('./imei/keys').IMEI_SCAN_KEYS }
  }
}
