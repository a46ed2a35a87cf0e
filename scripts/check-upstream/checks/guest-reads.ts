import { readAll, readableBy, summarize } from '../reads'
import { type Check, fails, holds } from '../run'

export const guestReads: Check = {
  name: 'guest reads parse',
  async run(run) {
    const outcome = await readAll(run.client, run.guest, readableBy('guest'), run.guestAnswers)
    return (outcome.problems.length ? fails : holds)(summarize(outcome))
  },
}
