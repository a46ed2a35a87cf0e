import { randomBytes } from 'node:crypto'
import { describe } from '../client'
import { type Check, fails, holds } from '../run'

/** A token the API never issued must end the session: HTTP 401 or a body `status` of 401. */
export const badToken: Check = {
  name: 'a bad token gets 401',
  async run(run) {
    const token = randomBytes(32).toString('hex')
    const reply = await run.client.call('currentUser', { ...run.guest, token })
    if (reply.outcome === 'refused' && reply.kind === 'auth') return holds(`currentUser with an unknown Bearer token: ${describe(reply)}`)
    return fails(`currentUser with an unknown Bearer token: ${describe(reply)}, not 401`)
  },
}
