import type { z } from 'zod'
import { endpoints, type EndpointName, type Role } from '../../contract'
import { type Caller, type Client, describe } from './client'
import type { Answers } from './run'
import { SAMPLE_QUERIES } from './samples'

const names = Object.keys(endpoints) as EndpointName[]

/** GET endpoints a caller may read: a guest's (no token needed) or a role's (its own and every user's). Local tools are left out. */
export function readableBy(who: Role | 'guest'): EndpointName[] {
  return names.filter((name) => {
    const entry = endpoints[name]
    if (entry.method !== 'GET' || ('serverOnly' in entry && entry.serverOnly)) return false
    if (who === 'guest') return !entry.auth
    const role = 'role' in entry ? entry.role : undefined
    return entry.auth && (role === undefined || role === who)
  })
}

const needsValues = (name: EndpointName) => {
  const entry = endpoints[name]
  return 'query' in entry && !!entry.query && !(entry.query as z.ZodType).safeParse({}).success
}

export type ReadOutcome = { parsed: EndpointName[]; problems: string[]; notRead: string[] }

/** Reads each endpoint once, lists first, then the reads that name a record found in them. */
export async function readAll(client: Client, caller: Caller, list: readonly EndpointName[], seen: Answers): Promise<ReadOutcome> {
  const outcome: ReadOutcome = { parsed: [], problems: [], notRead: [] }
  const sampled = (name: EndpointName) => name in SAMPLE_QUERIES
  const read = async (name: EndpointName, query?: Record<string, string | number>) => {
    const reply = await client.call(name, caller, { query })
    if (reply.outcome === 'ok') {
      seen.keep(name, reply.data)
      outcome.parsed.push(name)
    } else outcome.problems.push(`${name}: ${describe(reply)}`)
  }
  const plain = list.filter((name) => !sampled(name))
  for (const name of plain) {
    if (needsValues(name)) outcome.notRead.push(`${name} (needs a query value)`)
    else await read(name)
  }
  for (const name of list.filter(sampled)) {
    const query = SAMPLE_QUERIES[name]!(seen)
    if (query) await read(name, query)
    else outcome.notRead.push(`${name} (nothing to read)`)
  }
  return outcome
}

/** The outcome in a few words: how many parsed, what failed, what had nothing to read. */
export function summarize(outcome: ReadOutcome): string {
  const parts = [`${outcome.parsed.length} of ${outcome.parsed.length + outcome.problems.length} reads parse`]
  if (outcome.problems.length) parts.push(`failing: ${outcome.problems.join('; ')}`)
  if (outcome.notRead.length) parts.push(`not read: ${outcome.notRead.join(', ')}`)
  return parts.join('; ')
}
