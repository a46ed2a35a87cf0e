import type { ErrorKey } from '../../contract'
import { MallError } from './errors'
import type { IdempotencyScope } from './idempotent-write'
import type { Remembered } from './remembered-answers'

type Conflict = { result: 'conflict' }

const isConflict = <A extends { result: string }>(outcome: A | Conflict): outcome is Conflict => outcome.result === 'conflict'

export type ObjectGrant<A extends { result: string }> = {
  /** The buyer, and the key and fingerprint the object remembers its answer under. */
  scope: IdempotencyScope
  /** Null while the object may grant; once its window is over, the refusal for a request it granted nothing under. */
  closed: ErrorKey | null
  /** Asks the object to grant (it replays its own earlier answer to the same key, or answers a conflict). */
  grant: () => Promise<A | Conflict>
  /** The object's earlier answer to this buyer and key, asked only once the window is over; none: it recalls nothing. */
  recall?: (buyer: number, key: string) => Promise<Remembered<A> | null>
}

/**
 * A Durable Object grants, or recalls its answer. While the window is open the object decides (a unit, a quota, a
 * prize) and remembers its answer under the key. Once it is over nothing new is granted, but a retry whose first
 * attempt was granted and died before the D1 write still gets that first answer: the same key with another request
 * is a conflict, and a request granted nothing is refused with `closed`.
 */
export async function objectGrant<A extends { result: string }>({ scope, closed, grant, recall }: ObjectGrant<A>): Promise<A> {
  if (closed !== null) {
    const earlier = scope.key === null || !recall ? null : await recall(scope.userId, scope.key)
    if (!earlier) throw new MallError(closed)
    if (earlier.fingerprint !== scope.fingerprint) throw new MallError('idempotencyConflict')
    return earlier.answer
  }
  const outcome = await grant()
  if (isConflict(outcome)) throw new MallError('idempotencyConflict')
  return outcome
}
