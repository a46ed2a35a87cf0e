import type { MessageKey } from '../locales'
import { shareLinks } from './share/url'

type Props = {
  /** The clean address to share (islands/share/url.ts). */
  url: string
  /** The line that goes with it: the product's name. */
  text: string
  /** The page was opened with `?is_open_shareDialog=y`: the sheet starts open. */
  open?: boolean
  texts: Record<string, string>
}

export const SHARE_KEYS = ['share.action', 'share.sms', 'share.copy', 'share.copied'] as const satisfies readonly MessageKey[]

/**
 * A Share button that opens a sheet of plain links (a `<details>`, so it opens with JavaScript off). In the browser,
 * islands/share.mount.ts takes it over on the first tap: the phone's own share sheet where there is one, else this
 * sheet with a "Copy link" button.
 */
export default function Share({ url, text, open = false, texts }: Props) {
  const links = shareLinks(url, text)
  return (
    <details className="share" open={open}>
      <summary className="btn plain">{texts['share.action']}</summary>
      <div className="links">
        <a href={links.whatsapp}>WhatsApp</a>
        <a href={links.telegram}>Telegram</a>
        <a href={links.sms}>{texts['share.sms']}</a>
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
