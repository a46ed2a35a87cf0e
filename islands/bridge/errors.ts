/** The bridge's failures: every call rejects with one of these. */
export type BridgeReason = 'unavailable' | 'timeout' | 'refused' | 'malformed'

/** Every bridge failure; `call` is the call's name, `reason` what went wrong. */
export class BridgeError extends Error {
  constructor(readonly call: string, readonly reason: BridgeReason, detail = '') {
    super(`${call}: ${reason}${detail ? ` (${detail})` : ''}`)
  }
}
/** Not inside an app, or the app does not know this call (an older version): use the web fallback. */
export class BridgeUnavailable extends BridgeError {
  constructor(call: string, detail?: string) {
    super(call, 'unavailable', detail)
  }
}
/** The app did not answer in time. */
export class BridgeTimeout extends BridgeError {
  constructor(call: string, ms: number) {
    super(call, 'timeout', `${ms} ms`)
  }
}
/** The app answered with a refusal: the shopper cancelled, or the app could not do it. `error` is its word. */
export class BridgeRefused extends BridgeError {
  constructor(call: string, readonly error: string) {
    super(call, 'refused', error)
  }
}
