import { describe, expect, it } from 'vitest'
import readme from '../../README.md?raw'
import wrangler from '../../wrangler.toml?raw'
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
