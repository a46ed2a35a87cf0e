import type { ImeiScanRecord } from '../../contract'

/** A scan of the history, with its time already written in the reader's language and the market's time zone. */
export type HistoryRow = ImeiScanRecord & { when: string }

/** The retailer's latest scans, newest first: approved, or refused with the reason. */
export function ScanHistory({ rows, texts }: { rows: HistoryRow[]; texts: Record<string, string> }) {
  if (rows.length === 0) return <p className="muted" data-history="empty">{texts['imeiScan.empty']}</p>
  return (
    <div className="card">
      <ul className="scans" data-history="" aria-labelledby="scan-history">
        {rows.map((scan, index) => (
          <li key={`${scan.imei}-${scan.at}-${index}`} data-imei={scan.imei} data-state={scan.status}>
            <span className="row">
              <bdi dir="ltr">{scan.imei}</bdi>
              <b className={`scan-${scan.status}`}>{texts[scan.status === 'approved' ? 'imeiScan.statusApproved' : 'imeiScan.statusRefused']}</b>
            </span>
            {scan.productName ? <span><bdi>{scan.productName}</bdi></span> : null}
            {scan.reason ? <span className="muted">{texts[`error.${scan.reason}`]}</span> : null}
            <time className="muted" dateTime={new Date(scan.at).toISOString()}>{scan.when}</time>
          </li>
        ))}
      </ul>
    </div>
  )
}
