import type { Reply } from '../client'

/** How a burst of replies came out: the successes, and the refusals counted by key (`keyAtHTTP` when it named none). */
export function tally(replies: readonly Reply<unknown>[]) {
  const refusals = new Map<string, number>()
  const broken: string[] = []
  let successes = 0
  for (const reply of replies) {
    if (reply.outcome === 'ok') successes++
    else if (reply.outcome === 'mismatch') broken.push(`data does not parse: ${reply.issue}`)
    else {
      const name = reply.key ?? `HTTP ${reply.status} (${reply.kind})`
      refusals.set(name, (refusals.get(name) ?? 0) + 1)
      if (reply.status >= 500 || reply.key === undefined) broken.push(`refused without a catalogue key: HTTP ${reply.status} (${reply.kind})`)
    }
  }
  const refused = [...refusals].map(([key, n]) => `${key}×${n}`).join(', ') || 'none'
  return { successes, refusals, refused, broken }
}
