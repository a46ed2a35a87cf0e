/** The native app bridge: detection, the typed calls and their errors. Fallbacks sit beside it, loaded by need. */
export { BridgeError, BridgeRefused, BridgeTimeout, BridgeUnavailable, hostKind, inApp, type HostKind } from './host'
export * from './calls'
