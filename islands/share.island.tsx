import type { MessageKey } from '../locales'
import { SHARE_TARGETS } from './share/url'

type Props = {
  /** The product shared: the sheet's links go to /m/share?id=…, which sends the clean address (islands/share/url.ts). */
  id: number
  /** The sharer's market, which the address names (`countryId`); null when not known. */
  market: number | null
  /** The line that goes with it: the product's name. */
  text: string
  /** The page was opened with `?is_open_shareDialog=y`: the sheet starts open. */
  open?: boolean
  texts: Record<string, string>
}

export const SHARE_KEYS = ['share.action', 'share.sms', 'share.copy', 'share.copied'] as const satisfies readonly MessageKey[]

const LABELS = { whatsapp: 'WhatsApp', telegram: 'Telegram' } as const

/**
 * A Share button that opens a sheet (a `<details>`, so it opens with JavaScript off) of WhatsApp, Telegram and SMS,
 * each a plain link to `/m/share` (routes/share.tsx), which sends the shopper on with the clean address. In
 * the browser, islands/share.mount.ts takes it over on the first tap: the app's share inside the apps, the phone's
 * own share sheet where there is one, else this sheet with a "Copy link" button.
 */
export default function Share({ id, text, open = false, texts }: Props) {
  return (
    <details className="share" open={open}>
      <summary className="btn plain">{texts['share.action']}</summary>
      <div className="targets">
        {SHARE_TARGETS.map((to) => (
          <a key={to} href={`/m/share?id=${id}&to=${to}`} rel="nofollow">
            {to === 'sms' ? texts['share.sms'] : LABELS[to]}
          </a>
        ))}
        <button type="button" className="copy" hidden>{texts['share.copy']}</button>
        <span className="copied" role="status" />
      </div>
    </details>
  )
}

declare module './registry' {
  interface Islands {
    share: { component: typeof Share; texts: typeof SHARE_KEYS }
  }
}
