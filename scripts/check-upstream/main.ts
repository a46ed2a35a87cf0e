import { randomBytes } from 'node:crypto'
import { DEFAULT_LANGUAGE } from '../../worker/context/language'
import { parseArgs, USAGE, UsageError } from './args'
import { CHECKS } from './checks'
import { createClient } from './client'
import { exitCodeOf, formatReport } from './report'
import { Answers, fails, type Row, type Run } from './run'

/** Runs every check against the API named on the command line and prints the table: 0 all hold, 1 one fails, 2 usage. */
export async function main(argv: readonly string[]): Promise<number> {
  let args
  try {
    args = parseArgs(argv)
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    console.error(`${error.message}\n\n${USAGE}`)
    return 2
  }
  const runId = randomBytes(6).toString('hex')
  let keys = 0
  const codes = new Map([...args.markets].map(([code, id]) => [id, code]))
  const run: Run = {
    args,
    client: createClient(args.base, args.basic, args.timeoutMs),
    guest: { token: null, countryId: args.markets.get(args.market)!, countryCode: args.market, language: DEFAULT_LANGUAGE, appIdentity: null },
    guestAnswers: new Answers(),
    sessions: {},
    wrote: [],
    newKey: (label) => `check-upstream-${runId}-${label}-${++keys}`,
    codeOf: (id) => codes.get(id) ?? null,
  }
  const rows: Row[] = []
  for (const check of CHECKS) {
    const verdict = await check.run(run).catch((error: unknown) => fails(`the check stopped: ${error instanceof Error ? error.message : String(error)}`))
    rows.push({ name: check.name, ...verdict })
  }
  console.log(formatReport(args.base, rows, run.wrote))
  return exitCodeOf(rows)
}
