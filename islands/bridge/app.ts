import type * as Calls from './calls'
import { BridgeUnavailable } from './errors'
import { hostPresent } from './names'

type Call = Exclude<keyof typeof Calls, 'QUICK_MS' | 'SHOPPER_MS'>
type Answer<N extends Call> = Awaited<ReturnType<(typeof Calls)[N]>>

/**
 * One bridge call that loads the bridge only inside an app: in a browser it rejects at once with
 * BridgeUnavailable, and the page's fallback runs without waiting for a download.
 */
export async function callApp<N extends Call>(name: N, ...args: Parameters<(typeof Calls)[N]>): Promise<Answer<N>> {
  if (!hostPresent()) throw new BridgeUnavailable(name)
  const calls = await import('./calls')
  return (calls[name] as (...a: typeof args) => Promise<Answer<N>>)(...args)
}
