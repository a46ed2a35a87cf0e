import { lazy, Suspense, useEffect, useState } from 'react'
import type { CartCount } from '../contract'
import type { MessageKey } from '../locales'
import { fill } from '../locales/fill'
import { BridgeError } from './bridge/errors'
import { ADDED_SHEET_KEYS, SCAN_KEYS, VIEWER_KEYS } from './bridge/keys'
import { ScanButton } from './scan/scan-button'
import { backType, backTypeHref, cartCount, countrySymbol } from './state/app'

type Bridge = typeof import('./bridge/calls')
const ImageViewer = lazy(() => import('./bridge/image-viewer').then((m) => ({ default: m.ImageViewer })))
const AddedSheet = lazy(() => import('./bridge/added-sheet').then((m) => ({ default: m.AddedSheet })))

type Sample = { productId: number; name: string; image: string }
type Props = { sample: Sample; texts: Record<string, string> }

export const BRIDGE_CHECK_KEYS = [
  'bridge.check.host', 'bridge.check.none', 'bridge.check.answer', 'bridge.check.failed', ...VIEWER_KEYS, ...ADDED_SHEET_KEYS, ...SCAN_KEYS,
] as const satisfies readonly MessageKey[]

type Shown = { name: string; text: string }

/**
 * One button per bridge call, for the apps' teams: each call goes to the app the page is shown in and its answer
 * is printed; in a browser, the call fails with its reason and its web fallback runs.
 */
export default function BridgeCheck({ sample, texts }: Props) {
  const [shown, setShown] = useState<Shown | null>(null)
  const [viewer, setViewer] = useState(false)
  const [added, setAdded] = useState<number | null>(null)
  const [host, setHost] = useState<string | null>(null)
  useEffect(() => void import('./bridge/host').then((m) => setHost(m.hostKind() ?? 'none')), [])

  async function check(name: string, call: (bridge: Bridge) => Promise<unknown>, fallback?: () => unknown) {
    try {
      const answer = await call(await import('./bridge/calls'))
      setShown({ name, text: JSON.stringify(answer ?? null) })
    } catch (error) {
      setShown({ name, text: fill(texts['bridge.check.failed'] ?? '', { reason: error instanceof BridgeError ? error.reason : String(error) }) })
      if (fallback) await fallback()
    }
  }

  const calls: Record<string, () => void> = {
    getCountryCurrencySymbol: () => check('getCountryCurrencySymbol', (b) => b.getCountryCurrencySymbol(), () => setShown({ name: 'getCountryCurrencySymbol', text: countrySymbol.value ?? '' })),
    athenaEvent: () =>
      check('athenaEvent', (b) =>
        b.athenaEvent({ event_type: 'click', page: location.pathname, url: location.href, tid: 'check', distinguish_id: 'check', create_time: Date.now(), text: 'bridge check' }),
      ),
    back: () => check('back', async () => (await import('./bridge/back')).goBack(backTypeHref(backType.value), null)),
    refreshCartNum: async () => {
      const answer = (await fetch('/m/api/cart/count').then((r) => r.json(), () => null)) as { data?: CartCount } | null
      const count = answer?.data?.count ?? 0
      cartCount.value = count
      await check('refreshCartNum', (b) => b.refreshCartNum(count))
    },
    refreshSingleAddCartNum: () => check('refreshSingleAddCartNum', (b) => b.refreshSingleAddCartNum(sample.productId, 1)),
    setNewUserCouponRequestBody: () => check('setNewUserCouponRequestBody', (b) => b.setNewUserCouponRequestBody({ source: 'check' })),
    showAddToCartDialog: () => check('showAddToCartDialog', (b) => b.showAddToCartDialog(sample.productId, 1, cartCount.value ?? 0), () => setAdded(cartCount.value ?? 0)),
    shareLink: () => check('shareLink', (b) => b.shareLink(new URL(`/m/product/info?id=${sample.productId}`, location.href).href, 'bridge check')),
    zoomImage: () => check('zoomImage', (b) => b.zoomImage([new URL(sample.image, location.href).href], 0), () => setViewer(true)),
    openProductDetail: () => check('openProductDetail', (b) => b.openProductDetail(sample.productId), () => location.assign(`/m/product/info?id=${sample.productId}`)),
    selectReceiveArea: () => check('selectReceiveArea', (b) => b.selectReceiveArea()),
    openAppLogin: () =>
      check('openAppLogin', async () => {
        const outcome = await (await import('./bridge/login')).logInThroughApp(location.pathname)
        if (outcome === 'unavailable') location.assign(`/m/login/login?${new URLSearchParams({ back: location.pathname })}`)
        return outcome
      }),
  }

  return (
    <section className="card stack" data-host={host ?? ''}>
      <p>{fill(texts['bridge.check.host'] ?? '', { host: host === 'none' || host === null ? texts['bridge.check.none'] ?? '' : host })}</p>
      <div className="row wrap">
        {Object.entries(calls).map(([name, run]) => (
          <button key={name} type="button" className="btn plain" data-call={name} onClick={run}>
            <bdi>{name}</bdi>
          </button>
        ))}
        <ScanButton hint="check" texts={texts} onScan={(text) => setShown({ name: 'toCaptureActivity', text: JSON.stringify(text) })} />
      </div>
      <p>
        {texts['bridge.check.answer']}{' '}
        <output data-answer={shown?.name ?? ''} dir="ltr">
          {shown ? `${shown.name}: ${shown.text}` : ''}
        </output>
      </p>
      <Suspense fallback={null}>
        {viewer ? <ImageViewer images={[sample.image]} index={0} alt={sample.name} texts={texts} onIndex={() => undefined} onClose={() => setViewer(false)} /> : null}
        {added !== null ? <AddedSheet name={sample.name} quantity={1} count={added} texts={texts} onClose={() => setAdded(null)} /> : null}
      </Suspense>
    </section>
  )
}

declare module './registry' {
  interface Islands {
    'bridge-check': { component: typeof BridgeCheck; texts: typeof BRIDGE_CHECK_KEYS }
  }
}
