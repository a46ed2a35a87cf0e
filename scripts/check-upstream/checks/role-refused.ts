import type { EndpointName, Role } from '../../../contract'
import { describe } from '../client'
import { type Check, fails, holds, type Run, skipped } from '../run'

/** Reads kept for a role, tried by accounts of the roles that may not call them. */
const ATTEMPTS: { as: Role; name: EndpointName }[] = [
  { as: 'buyer', name: 'adminOrders' },
  { as: 'buyer', name: 'rebateHistory' },
  { as: 'retailer', name: 'adminOrders' },
]

async function attempt(run: Run, as: Role, name: EndpointName): Promise<string | null | undefined> {
  const session = run.sessions[as]
  if (!session) return undefined
  const reply = await run.client.call(name, session.caller)
  return reply.outcome === 'refused' && reply.key === 'forbidden' ? null : `${as} on ${name}: ${describe(reply)}`
}

/** A logged-in user calling another role's endpoint is refused with `forbidden`. */
export const roleRefused: Check = {
  name: 'a role that may not act gets forbidden',
  async run(run) {
    const tried: string[] = []
    const problems: string[] = []
    for (const { as, name } of ATTEMPTS) {
      const problem = await attempt(run, as, name)
      if (problem === undefined) continue
      tried.push(`${as} → ${name}`)
      if (problem) problems.push(problem)
    }
    if (!tried.length) return skipped('no buyer or retailer session')
    if (problems.length) return fails(problems.join('; '))
    return holds(`${tried.join(', ')}: forbidden`)
  },
}
