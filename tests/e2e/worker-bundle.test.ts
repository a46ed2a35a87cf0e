/**
 * The storefront Worker's upload (DESIGN.md §6): what `wrangler deploy --dry-run` of the built storefront would send is
 * at most 300 KiB gzip, holds none of the reference mall's code (its Durable Objects, its migrations) and one React
 * DOM server build. The e2e global setup builds first (unless E2E_SKIP_BUILD=1 or E2E_BASE_URL is set).
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { ROOT } from './server'

const BUDGET_KIB = 300
const out = mkdtempSync(join(tmpdir(), 'storefront-dry-run-'))
afterAll(() => rmSync(out, { recursive: true, force: true }))

describe('the storefront Worker as deployed', () => {
  const report = execFileSync(join(ROOT, 'node_modules', '.bin', 'wrangler'), ['deploy', '--dry-run', '-c', 'dist/m_storefront/wrangler.json', '--outdir', out], {
    cwd: ROOT,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', PATH: `${join(ROOT, 'node_modules', '.bin')}:${process.env.PATH}` },
    encoding: 'utf8',
  })
  const modules = readdirSync(join(out, 'assets')).filter((name) => name.endsWith('.js')).map((name) => readFileSync(join(out, 'assets', name), 'utf8'))
  const code = modules.join('\n')

  test(`uploads at most ${BUDGET_KIB} KiB gzip`, () => {
    const [, raw, gzip] = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(report) ?? []
    expect(gzip, report).toBeDefined()
    console.log(`storefront upload: ${raw} KiB, ${gzip} KiB gzip, ${modules.length} modules`)
    expect(Number(gzip)).toBeLessThanOrEqual(BUDGET_KIB)
  })

  test('holds no code of the reference mall and one React DOM server build', () => {
    for (const name of ['FlashStock', 'PresaleQuota', 'LuckyDrawPool']) expect(code).not.toMatch(new RegExp(`class ${name}\\b`))
    expect(code).not.toContain('CREATE TABLE')
    // Each React DOM server build defines the class updater once; React itself names it twice.
    const updaters = (source: string) => source.split('enqueueSetState').length - 1
    const react = readFileSync(join(ROOT, 'node_modules/react/cjs/react.production.js'), 'utf8')
    expect(updaters(code) - updaters(react)).toBe(1)
    expect(code).toContain('renderToString')
  })
})
