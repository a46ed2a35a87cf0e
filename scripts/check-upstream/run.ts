import type { CountryCode, EndpointName, ResponseOf, Role, User } from '../../contract'
import type { Args } from './args'
import type { Caller, Client } from './client'

export type Result = 'holds' | 'fails' | 'skipped'
export type Verdict = { result: Result; detail: string }
export type Row = Verdict & { name: string }

export const holds = (detail: string): Verdict => ({ result: 'holds', detail })
export const fails = (detail: string): Verdict => ({ result: 'fails', detail })
export const skipped = (detail: string): Verdict => ({ result: 'skipped', detail })

/** A logged-in account, calling in its own market. */
export type Session = { role: Role; user: User; caller: Caller }

/** Successful answers already read, by endpoint: where the checks find ids to read further. */
export class Answers {
  private readonly byName = new Map<EndpointName, unknown>()
  keep<N extends EndpointName>(name: N, data: ResponseOf<N>) {
    this.byName.set(name, data)
  }
  get<N extends EndpointName>(name: N): ResponseOf<N> | undefined {
    return this.byName.get(name) as ResponseOf<N> | undefined
  }
}

export type Run = {
  args: Args
  client: Client
  guest: Caller
  guestAnswers: Answers
  sessions: Partial<Record<Role, Session>>
  /** What the checks wrote on the API, in words, for the report. */
  wrote: string[]
  /** A new `Idempotency-Key`, unique to this run. */
  newKey(label: string): string
  codeOf(countryId: number): CountryCode | null
}

export type Check = { name: string; run(run: Run): Promise<Verdict> }

/** The session a check needs, or the reason it cannot run. */
export function sessionOf(run: Run, role: Role): Session | string {
  return run.sessions[role] ?? `no ${role} session (its login failed)`
}
