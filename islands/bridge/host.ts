/**
 * The native side of a page shown inside one of the apps: which host is there, and one call to it that answers
 * with a promise. The message format, the names and the answers are the contract in docs/bridge.md.
 */

import { BridgeError, BridgeRefused, BridgeTimeout, BridgeUnavailable } from './errors'
import { ANDROID_OBJECT, FLUTTER_CHANNEL, REPLY_FUNCTION } from './names'

export { ANDROID_OBJECT, FLUTTER_CHANNEL, REPLY_FUNCTION }
export { BridgeError, BridgeRefused, BridgeTimeout, BridgeUnavailable, type BridgeReason } from './errors'
export const PROTOCOL_VERSION = 1

export type HostKind = 'android' | 'flutter' | 'flutter-channel'
type Answer = { ok: true; data?: unknown } | { ok: false; error?: string }
type Channel = { postMessage(message: string): unknown }
type BridgeWindow = Window & {
  flutter_inappwebview?: { callHandler?: (name: string, ...args: unknown[]) => Promise<unknown> }
  [REPLY_FUNCTION]?: (id: string, answer: unknown) => void
} & Partial<Record<typeof ANDROID_OBJECT | typeof FLUTTER_CHANNEL, Channel>>

const host = () => (typeof window === 'undefined' ? undefined : (window as BridgeWindow))
const canPost = (channel: Channel | undefined) => typeof channel?.postMessage === 'function'

/** Which app hosts this page, or null in a plain browser. */
export function hostKind(): HostKind | null {
  const w = host()
  if (!w) return null
  if (typeof w.flutter_inappwebview?.callHandler === 'function') return 'flutter'
  if (canPost(w[FLUTTER_CHANNEL])) return 'flutter-channel'
  if (canPost(w[ANDROID_OBJECT])) return 'android'
  return null
}

/** True inside one of the apps (a bridge host is present). */
export const inApp = () => hostKind() !== null

const pending = new Map<string, (answer: unknown) => void>()
let sequence = 0

function listenForReplies(w: BridgeWindow): void {
  w[REPLY_FUNCTION] ??= (id, answer) => {
    const settle = pending.get(String(id))
    if (settle) settle(answer)
  }
}

/** Reads an answer (an object, or its JSON text); anything that is not `{ ok, … }` is malformed. */
function readAnswer(raw: unknown): Answer | null {
  let value = raw
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw)
    } catch {
      return null
    }
  }
  return value && typeof value === 'object' && typeof (value as Answer).ok === 'boolean' ? (value as Answer) : null
}

/**
 * Sends `{ v, id, name, payload }` to the host and resolves with the answer's `data`. Rejects with
 * BridgeUnavailable outside the apps (or when the app answers `unsupported`), BridgeTimeout after `timeoutMs`,
 * BridgeRefused when the app says no.
 */
export function callHost<T>(name: string, payload: unknown, timeoutMs: number): Promise<T> {
  const w = host()
  const kind = hostKind()
  if (!w || !kind) return Promise.reject(new BridgeUnavailable(name))
  const id = `b${++sequence}`
  const message = { v: PROTOCOL_VERSION, id, name, payload: payload ?? {} }
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => finish(new BridgeTimeout(name, timeoutMs)), timeoutMs)
    function finish(result: unknown): void {
      if (!pending.delete(id)) return
      clearTimeout(timer)
      if (result instanceof Error) return reject(result)
      const answer = readAnswer(result)
      if (!answer) reject(new BridgeError(name, 'malformed'))
      else if (answer.ok) resolve(answer.data as T)
      else if (answer.error === 'unsupported') reject(new BridgeUnavailable(name, 'unsupported'))
      else reject(new BridgeRefused(name, answer.error || 'failed'))
    }
    pending.set(id, finish)
    try {
      if (kind === 'flutter') {
        w.flutter_inappwebview!.callHandler!(FLUTTER_CHANNEL, message).then(finish, (e) => finish(new BridgeRefused(name, String(e))))
        return
      }
      listenForReplies(w)
      const now = w[kind === 'android' ? ANDROID_OBJECT : FLUTTER_CHANNEL]!.postMessage(JSON.stringify(message))
      // Android may answer at once with the method's return value; otherwise the answer comes by mallBridgeReply.
      if (typeof now === 'string' && now !== '') finish(now)
    } catch (error) {
      finish(new BridgeRefused(name, error instanceof Error ? error.message : String(error)))
    }
  })
}
