import { hostPresent } from './bridge/names'
import { productShareUrl } from './share/url'

type Props = { id: number; market: number | null; text: string; open?: boolean; texts: Record<string, string> }

const FLAG = 'is_open_shareDialog'

async function copy(url: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(url)
    return true
  } catch {
    const field = document.createElement('textarea')
    field.value = url
    document.body.appendChild(field)
    field.select()
    const done = document.execCommand('copy')
    field.remove()
    return done
  }
}

/**
 * The Share button in the browser, without React: inside the apps the app's own share (`shareLink`, docs/bridge.md);
 * in a browser that has one the phone's share sheet (`navigator.share`); else, and whenever those fail, the server's
 * sheet with "Copy link". Opened by `?is_open_shareDialog=y`, the flag leaves the address, so a reload does not open
 * it again.
 */
export function mount(el: HTMLElement, { id, market, text, open, texts }: Props): void {
  const url = productShareUrl(location.origin, id, market)
  const details = el.querySelector('details')!
  const summary = details.querySelector('summary')!
  const status = details.querySelector<HTMLElement>('.copied')!
  const copyButton = details.querySelector<HTMLButtonElement>('.copy')!
  copyButton.hidden = false
  const show = (shown: boolean) => {
    details.open = shown
    status.textContent = ''
    if (shown) details.querySelector<HTMLElement>('.targets a')?.focus()
    else summary.focus()
  }
  summary.addEventListener('click', (event) => {
    event.preventDefault()
    if (details.open) return show(false)
    if (hostPresent()) {
      void import('./bridge/app').then(({ callApp }) => callApp('shareLink', url, text)).catch(() => show(true))
      return
    }
    if (typeof navigator.share === 'function') {
      navigator.share({ url, title: text, text }).catch((error: unknown) => {
        if ((error as Error)?.name !== 'AbortError') show(true)
      })
      return
    }
    show(true)
  })
  copyButton.addEventListener('click', () => {
    void copy(url).then((done) => {
      if (done) status.textContent = texts['share.copied'] ?? ''
    })
  })
  details.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && details.open) show(false)
  })
  if (open) {
    const address = new URL(location.href)
    address.searchParams.delete(FLAG)
    history.replaceState(history.state, '', address.pathname + address.search + address.hash)
    if (!details.open) show(true)
  }
}
