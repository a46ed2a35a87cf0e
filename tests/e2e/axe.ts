/** axe-core in the page under test: WCAG 2.0–2.2 A/AA and best practices, each violation as one readable line. */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

export const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[]; failureSummary?: string }[] }
type RunOnly = { type: 'tag' | 'rule'; values: string[] }

/** `rule (impact): help — target — why` for every node that fails; the page needs `bypassCSP` for the script. */
export async function violations(page: Page, runOnly: RunOnly = { type: 'tag', values: AXE_TAGS }): Promise<string[]> {
  await page.addScriptTag({ content: AXE_SOURCE })
  const found = await page.evaluate(
    (options) =>
      (window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: Violation[] }> } }).axe
        .run(document, { runOnly: options, resultTypes: ['violations'] })
        .then((r) => r.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })) }))),
    runOnly,
  )
  return found.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${v.help} — ${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.replace(/\s+/g, ' ')}` : ''}`))
}
