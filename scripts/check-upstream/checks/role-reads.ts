import type { Role } from '../../../contract'
import { describe } from '../client'
import { readAll, readableBy, summarize } from '../reads'
import { Answers, type Check, fails, holds } from '../run'

/** Logs the account in (the session the later checks use) and reads every endpoint its role may read. */
export function roleReads(role: Role): Check {
  return {
    name: `${role}: login and reads parse`,
    async run(run) {
      const { username, password } = run.args.accounts[role]
      const login = await run.client.call('login', run.guest, { body: { username, password } })
      if (login.outcome !== 'ok') return fails(`login as ${username}: ${describe(login)}`)
      const { token, user } = login.data
      if (user.role !== role) return fails(`${username} logs in as a ${user.role}, not a ${role}`)
      const caller = { ...run.guest, token, countryId: user.countryId, countryCode: run.codeOf(user.countryId) }
      run.sessions[role] = { role, user, caller }
      const seen = new Answers()
      const flash = run.guestAnswers.get('flashSessions')
      if (flash) seen.keep('flashSessions', flash)
      const outcome = await readAll(run.client, caller, readableBy(role), seen)
      const detail = `${username} (market ${caller.countryCode ?? user.countryId}); ${summarize(outcome)}`
      return (outcome.problems.length ? fails : holds)(detail)
    },
  }
}
