/**
 * The OpenAPI document the production server serves at /api/openapi.json, and the copy written to docs/openapi.json,
 * linted by Redocly's own linter (`@redocly/openapi-core`) with its recommended rules: no error and no warning, so the
 * provider's backend team can check their API against it with the same tool.
 */
import { readFile } from 'node:fs/promises'
import { createConfig, lintFromString } from '@redocly/openapi-core'
import { describe, expect, inject, test } from 'vitest'

/** The API itself: the storefront's /api door to the bound mall, or the mall's own address in the remote run. */
const apiURL = inject('apiURL')

async function problemsOf(source: string, absoluteRef: string): Promise<string[]> {
  const config = await createConfig({ extends: ['recommended'] })
  const problems = await lintFromString({ source, absoluteRef, config })
  return problems.map((problem) => `${problem.severity} ${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer ?? ''})`)
}

describe('the OpenAPI document', () => {
  test('passes Redocly\'s recommended rules with 0 errors and 0 warnings', async () => {
    const response = await fetch(`${apiURL}/api/openapi.json`)
    expect(response.status).toBe(200)
    expect(await problemsOf(await response.text(), `${apiURL}/api/openapi.json`)).toEqual([])
  })

  test('docs/openapi.json passes them too', async () => {
    const file = new URL('../../docs/openapi.json', import.meta.url)
    expect(await problemsOf(await readFile(file, 'utf8'), file.href)).toEqual([])
  })
})
