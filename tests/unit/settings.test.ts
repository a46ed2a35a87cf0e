import { describe, expect, it } from 'vitest'
import readme from '../../README.md?raw'
import wrangler from '../../wrangler.toml?raw'
import { withLocalSecrets } from '../../scripts/dev-vars.mjs'
import { SETTINGS, varArguments } from '../../scripts/settings.mjs'

const varsOfWrangler = [...wrangler.slice(wrangler.indexOf('[vars]'), wrangler.indexOf('[[', wrangler.indexOf('[vars]'))).matchAll(/^([A-Z_]+) =/gm)].map((m) => m[1])
const section = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('Switching maintenance'))
const varsOfReadme = [...section.matchAll(/^\| ((?:`[A-Z_]+`(?:, )?)+) \| var/gm)].flatMap((m) => [...m[1]!.matchAll(/`([A-Z_]+)`/g)].map((n) => n[1]))

describe('every configuration value can be set locally, from the environment of npm start', () => {
  it('covers every var of wrangler.toml and of the README table', () => {
    expect(varsOfWrangler.length).toBeGreaterThan(10)
    expect([...SETTINGS].sort()).toEqual([...new Set([...varsOfWrangler, ...varsOfReadme])].sort())
  })

  it('passes what the environment sets, and only that, to wrangler as --var', () => {
    expect(varArguments({ UPSTREAM_TIMEOUT_MS: '3000', PATH: '/bin', DEMO: 'on' })).toEqual(['--var', 'UPSTREAM_TIMEOUT_MS:3000', '--var', 'DEMO:on'])
  })
})

describe('the local secrets of npm start (.dev.vars)', () => {
  const hex = (bytes: number) => 'ab'.repeat(bytes)

  it('writes the storefront credential and a random payment secret when there is no file', () => {
    expect(withLocalSecrets(null, hex)).toBe(`UPSTREAM_BASIC_AUTH=storefront:local-demo\nPAYMENT_SECRET=${'ab'.repeat(32)}\n`)
  })

  it('adds only what an existing file lacks, keeping its lines, and leaves a complete file alone', () => {
    expect(withLocalSecrets('UPSTREAM_BASIC_AUTH=me:mine', hex)).toBe(`UPSTREAM_BASIC_AUTH=me:mine\nPAYMENT_SECRET=${'ab'.repeat(32)}\n`)
    expect(withLocalSecrets('PAYMENT_SECRET=s3cret\nUPSTREAM_BASIC_AUTH=me:mine\n', hex)).toBeNull()
  })
})
