import type { Row } from './run'

const SIGN = { holds: 'holds', fails: 'FAILS', skipped: 'skipped' } as const

/** The checks as a plain-text table, one row each, then what the run wrote and the tally. */
export function formatReport(base: string, rows: readonly Row[], wrote: readonly string[]): string {
  const width = Math.max(5, ...rows.map((row) => row.name.length))
  const lines = [`Checking ${base} against the contract`, '', `${'check'.padEnd(width)}  result   detail`, `${'-'.repeat(width)}  -------  ------`]
  for (const row of rows) lines.push(`${row.name.padEnd(width)}  ${SIGN[row.result].padEnd(7)}  ${row.detail}`)
  lines.push('', 'Written on the API:')
  lines.push(...(wrote.length ? wrote.map((line) => `  - ${line}`) : ['  nothing']))
  const count = (result: Row['result']) => rows.filter((row) => row.result === result).length
  lines.push('', `${count('holds')} hold, ${count('fails')} fail, ${count('skipped')} skipped`)
  return lines.join('\n')
}

/** 0 only when every check that ran holds. */
export const exitCodeOf = (rows: readonly Row[]) => (rows.some((row) => row.result === 'fails') ? 1 : 0)
