/**
 * Stand-ins for the apps' side of the bridge (docs/bridge.md), injected before any page script: an Android
 * `addJavascriptInterface` object, a Flutter `JavaScriptChannel` and `flutter_inappwebview`'s handler. Each
 * records every message it receives in `window.__bridgeLog` and answers as the contract says.
 */
import type { BrowserContext, Page } from 'playwright-core'

export type HostKind = 'android' | 'flutter' | 'flutter-channel'
export type BridgeMessage = { v: number; id: string; name: string; payload: Record<string, unknown>; handler?: string }
/** How the stand-in answers: `normal` as a working app, `silent` never, `unsupported` as an older app. */
export type HostMode = 'normal' | 'silent' | 'unsupported'

export const SCANNED = '356938035643809'
export const AREA = { regionId: 201, name: 'Kampala' }

/** The tab's session storage key under which the stand-in keeps what it received (hostReceived). */
const RECEIVED_KEY = 'fake-host-received'

type Options = { kind: HostKind; mode: HostMode; scanned: string; area: typeof AREA; received: string }

/** Runs in the page, before its scripts. */
function install({ kind, mode, scanned, area, received }: Options) {
  const AT_ONCE = ['getCountryCurrencySymbol', 'athenaEvent', 'refreshCartNum', 'refreshSingleAddCartNum', 'setNewUserCouponRequestBody']
  const w = window as unknown as Record<string, unknown> & { __bridgeLog: unknown[]; mallBridgeReply?: (id: string, answer: unknown) => void }
  w.__bridgeLog = []
  const answerFor = async (message: { name: string; payload: { page?: string } }) => {
    if (mode === 'unsupported') return { ok: false, error: 'unsupported' }
    switch (message.name) {
      case 'getCountryCurrencySymbol':
        return { ok: true, data: 'USh' }
      case 'toCaptureActivity':
        return { ok: true, data: scanned }
      case 'openPage':
        if (message.payload.page === 'receiveAreaSelect') return { ok: true, data: area }
        if (message.payload.page === 'login') {
          // The app logs the shopper in and sets the session cookie of the web view (here: the test does).
          const appLogin = w.__appLogin as undefined | (() => Promise<boolean>)
          return { ok: true, data: { loggedIn: appLogin ? await appLogin() : false } }
        }
        return { ok: true, data: null }
      default:
        return { ok: true, data: null }
    }
  }
  const record = (message: unknown) => {
    w.__bridgeLog.push(message)
    // What the app received outlives the page: kept for the tab (hostReceived), written before the call returns.
    const kept = JSON.parse(sessionStorage.getItem(received) ?? '[]') as unknown[]
    kept.push({ ...(message as object), at: location.pathname })
    sessionStorage.setItem(received, JSON.stringify(kept))
  }
  if (kind === 'flutter') {
    w.flutter_inappwebview = {
      callHandler(handler: string, message: { name: string; payload: { page?: string } }) {
        record({ ...message, handler })
        return mode === 'silent' ? new Promise(() => undefined) : answerFor(message)
      },
    }
    return
  }
  const channel = {
    postMessage(text: string) {
      const message = JSON.parse(text) as { id: string; name: string; payload: { page?: string } }
      record(message)
      if (mode === 'silent') return undefined
      // Android answers calls that show nothing with the method's return value; the rest (and a Flutter channel, all) later.
      if (kind === 'android' && AT_ONCE.includes(message.name)) {
        return JSON.stringify(mode === 'unsupported' ? { ok: false, error: 'unsupported' } : { ok: true, data: message.name === 'getCountryCurrencySymbol' ? 'USh' : null })
      }
      void answerFor(message).then((answer) => setTimeout(() => w.mallBridgeReply?.(message.id, kind === 'android' ? answer : JSON.stringify(answer)), 20))
      return kind === 'android' ? '' : undefined
    },
  }
  w[kind === 'android' ? 'MallAppBridge' : 'MallFlutterBridge'] = channel
}

/** Puts a stand-in host into every page of `context`. */
export async function addFakeHost(context: BrowserContext, kind: HostKind, mode: HostMode = 'normal'): Promise<void> {
  await context.addInitScript(install, { kind, mode, scanned: SCANNED, area: AREA, received: RECEIVED_KEY })
}

/** A message as the app received it, with the path of the page that sent it. */
export type ReceivedMessage = BridgeMessage & { at: string }

/**
 * Every message the stand-in host of this tab has received, across navigations: a native host is called
 * synchronously by `postMessage`/`callHandler`, so a message sent while a page is being left counts.
 */
export const hostReceived = (page: Page) =>
  page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as ReceivedMessage[], RECEIVED_KEY)

/** The messages the host has received so far. */
export const bridgeLog = (page: Page) => page.evaluate(() => (window as unknown as { __bridgeLog: BridgeMessage[] }).__bridgeLog)

/** Waits for the host to receive a message called `name` (after `after` earlier ones) and returns it. */
export async function waitForMessage(page: Page, name: string, after = 0): Promise<BridgeMessage> {
  await page.waitForFunction(
    ([wanted, skip]) => (window as unknown as { __bridgeLog: { name: string }[] }).__bridgeLog.slice(skip as number).some((m) => m.name === wanted),
    [name, after] as const,
  )
  return (await bridgeLog(page)).slice(after).find((m) => m.name === name)!
}
