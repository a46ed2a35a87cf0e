import { useRef, useState } from 'react'
import { newIdempotencyKey } from './idempotency'
import { RequestError } from './request'

/**
 * One intended action (a tap, a submit) under one Idempotency-Key: `run` sends it and ignores taps while it is
 * busy. The key survives a network failure or a timeout, so the retry can never act twice; after an answer (a
 * success or a refusal) the next tap is a new action with a new key.
 */
export function useIdempotentAction(initialKey: string) {
  const [busy, setBusy] = useState(false)
  const key = useRef(initialKey)

  async function run<T>(send: (idempotencyKey: string) => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> {
    if (busy) return { ok: false, error: new RequestError('', 0, 'repeatedRequest') }
    setBusy(true)
    try {
      const value = await send(key.current)
      key.current = newIdempotencyKey()
      return { ok: true, value }
    } catch (error) {
      const transient = error instanceof RequestError && (error.key === 'network' || error.key === 'timeout')
      if (!transient) key.current = newIdempotencyKey()
      return { ok: false, error }
    } finally {
      setBusy(false)
    }
  }

  /** The action goes on elsewhere under its key (queued while offline): returns that key; the next tap gets a new one. */
  function setAside(): string {
    const current = key.current
    key.current = newIdempotencyKey()
    return current
  }

  return { busy, run, setAside }
}
