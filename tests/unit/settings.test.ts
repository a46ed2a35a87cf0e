import { describe, expect, it } from 'vitest'
import operations from '../../docs/operations.md?raw'
import wrangler from '../../wrangler.toml?raw'
import mallWrangler from '../../mall/wrangler.toml?raw'
import { withLocalSecrets } from '../../scripts/dev-vars.mjs'
import { settingsOf, settingsSchema } from '../../worker/settings'
import { SETTING_NAMES } from '../../worker/settings-names'

const varsOfWrangler = [...wrangler.slice(wrangler.indexOf('[vars]'), wrangler.indexOf('[[', wrangler.indexOf('[vars]'))).matchAll(/^([A-Z_]+) =/gm)].map((m) => m[1])
const sectionOf = (start: string, end: string) => {
  const from = operations.indexOf(start)
  const to = operations.indexOf(end, from)
  if (from < 0 || to < 0) throw new Error(`docs/operations.md has no section from '${start}' to '${end}'`)
  return operations.slice(from, to)
}
const section = sectionOf('## Configuration', '### Switching maintenance')
const rowsOfReadme = [...section.matchAll(/^\| ((?:`[A-Z_]+`(?:, )?)+) \| (var|secret)/gm)].flatMap((m) =>
  [...m[1]!.matchAll(/`([A-Z_]+)`/g)].map((n) => ({ name: n[1]!, where: m[2] })),
)
const mallSection = sectionOf("### The reference mall's settings", '## Scheduled jobs')
const mallRows = [...mallSection.matchAll(/^\| ((?:`[A-Z_]+`(?:, )?)+) \| (var|secret)/gm)].flatMap((m) => [...m[1]!.matchAll(/`([A-Z_]+)`/g)].map((n) => ({ name: n[1]!, where: m[2] })))
const varsOfMall = [...mallWrangler.slice(mallWrangler.indexOf('[vars]'), mallWrangler.indexOf('[[')).matchAll(/^([A-Z_]+) =/gm)].map((m) => m[1]!)
const sorted = (names: Iterable<string>) => [...names].sort()
const schemaNames = sorted(Object.keys(settingsSchema.shape))
const secrets = sorted(Object.entries(SETTING_NAMES).flatMap(([name, kind]) => (kind === 'secret' ? [name] : [])))

describe('every setting has one name, in the schema, the scripts, wrangler.toml and docs/operations.md', () => {
  it('the schema parses exactly the named settings', () => {
    expect(schemaNames).toEqual(sorted(Object.keys(SETTING_NAMES)))
  })

  it('the configuration table of docs/operations.md has one row per setting, secrets marked as secrets', () => {
    expect(sorted(rowsOfReadme.map((row) => row.name))).toEqual(schemaNames)
    expect(sorted(rowsOfReadme.filter((row) => row.where === 'secret').map((row) => row.name))).toEqual(secrets)
  })

  it('wrangler.toml [vars] (which npm start takes from its environment) has every setting but the secrets', () => {
    const vars = schemaNames.filter((name) => !secrets.includes(name))
    expect(varsOfWrangler.length).toBeGreaterThan(10)
    expect(sorted(varsOfWrangler as string[])).toEqual(vars)
  })
})

describe("the reference mall's own settings", () => {
  it("are the vars of mall/wrangler.toml, each with a row in docs/operations.md, and none of them is the storefront's", () => {
    expect(varsOfMall.length).toBeGreaterThan(3)
    expect(sorted(mallRows.filter((row) => row.where === 'var').map((row) => row.name))).toEqual(sorted(varsOfMall.filter((name) => name !== 'DEV_OUTBOX' && name !== 'PAYMENT_SANDBOX')))
    expect(mallRows.filter((row) => row.where === 'secret').map((row) => row.name)).toEqual(['DEVICE_SECRET'])
    for (const row of mallRows) expect(Object.keys(SETTING_NAMES), row.name).not.toContain(row.name)
  })
})

describe('settingsOf', () => {
  it('gives every setting its default when nothing is configured', () => {
    const settings = settingsOf({})
    expect(settings.API_BASE).toEqual({ kind: 'embedded' })
    expect(settings).toMatchObject({
      UPSTREAM_BASIC_AUTH: null, MAINTENANCE: false, MAINTENANCE_RETRY_AFTER: 600, BULLETINS: [], BULLETIN_HOSTS: [],
      APP_IDENTITY_DEFAULT: 2, UPSTREAM_TIMEOUT_MS: 50_000, UPSTREAM_MAX_BODY_BYTES: 4_194_304, GUEST_ANSWER_MS: 3_000,
      DEMO: false, DEV_OUTBOX: false, PAYMENT_SECRET: null, PAYMENT_SANDBOX: false,
      RATE_LIMIT_WRITES: 60, RATE_LIMIT_ADDRESS_WRITES: 600, RATE_LIMIT_WINDOW_SECONDS: 60,
      NG_CONTACT_EMAIL: '', NG_CONTACT_PHONE: '',
    })
    expect(settings.ALLOWED_ORIGINS.size).toBe(0)
  })

  it('reads what is configured', () => {
    const settings = settingsOf({
      API_BASE: 'https://api.example.com/v1/', UPSTREAM_BASIC_AUTH: 'me:mine', MAINTENANCE: ' ON ', UPSTREAM_TIMEOUT_MS: ' 3000 ',
      GUEST_ANSWER_MS: '0', APP_IDENTITY_DEFAULT: '0', DEMO: 'true', PAYMENT_SANDBOX: '1', BULLETIN_HOSTS: ' Status.example.com , ',
      BULLETINS: '[{"status":503,"url":"https://status.example.com/m"}]', ALLOWED_ORIGINS: 'https://app.example.com, http://plain.example.com',
      NG_CONTACT_EMAIL: ' care@example.com ',
    })
    expect(settings).toMatchObject({
      API_BASE: { kind: 'remote', base: 'https://api.example.com/v1' }, UPSTREAM_BASIC_AUTH: 'me:mine', MAINTENANCE: true,
      UPSTREAM_TIMEOUT_MS: 3000, GUEST_ANSWER_MS: 0, APP_IDENTITY_DEFAULT: 0, DEMO: true, PAYMENT_SANDBOX: true,
      BULLETIN_HOSTS: ['status.example.com'], BULLETINS: [{ status: 503, url: 'https://status.example.com/m' }], NG_CONTACT_EMAIL: 'care@example.com',
    })
    expect([...settings.ALLOWED_ORIGINS]).toEqual(['https://app.example.com'])
  })

  it('falls back to the default for a malformed or out-of-bounds value, and never throws', () => {
    const settings = settingsOf({
      UPSTREAM_TIMEOUT_MS: 'soon', UPSTREAM_MAX_BODY_BYTES: '-1', MAINTENANCE_RETRY_AFTER: '0', GUEST_ANSWER_MS: '60001',
      APP_IDENTITY_DEFAULT: '10000', RATE_LIMIT_WRITES: '1.5', RATE_LIMIT_ADDRESS_WRITES: '1e3', RATE_LIMIT_WINDOW_SECONDS: '9'.repeat(16),
      MAINTENANCE: 'yes', BULLETINS: '{not json',
    })
    expect(settings).toMatchObject({
      UPSTREAM_TIMEOUT_MS: 50_000, UPSTREAM_MAX_BODY_BYTES: 4_194_304, MAINTENANCE_RETRY_AFTER: 600, GUEST_ANSWER_MS: 3_000,
      APP_IDENTITY_DEFAULT: 2, RATE_LIMIT_WRITES: 60, RATE_LIMIT_ADDRESS_WRITES: 600, RATE_LIMIT_WINDOW_SECONDS: 60,
      MAINTENANCE: false, BULLETINS: [],
    })
    const odd = { UPSTREAM_TIMEOUT_MS: 3000, DEMO: true, BULLETINS: {}, API_BASE: null, NG_CONTACT_PHONE: ['x'] } as unknown as Record<string, string>
    expect(() => settingsOf(odd)).not.toThrow()
    expect(settingsOf(odd)).toMatchObject({ UPSTREAM_TIMEOUT_MS: 50_000, DEMO: false, BULLETINS: [], API_BASE: { kind: 'embedded' }, NG_CONTACT_PHONE: '' })
  })

  it('gives an unusable API_BASE as invalid, keeping what was configured', () => {
    expect(settingsOf({ API_BASE: 'http://api.example.com' }).API_BASE).toMatchObject({ kind: 'invalid', raw: 'http://api.example.com' })
  })

  it('parses one env object once', () => {
    const env = { UPSTREAM_TIMEOUT_MS: '3000' }
    expect(settingsOf(env)).toBe(settingsOf(env))
    expect(settingsOf({ ...env })).not.toBe(settingsOf(env))
  })
})

describe('the local secrets of npm start (.dev.vars)', () => {
  const hex = (bytes: number) => 'ab'.repeat(bytes)

  it('writes the storefront credential and random payment and device secrets when there is no file', () => {
    expect(withLocalSecrets(null, hex)).toBe(`UPSTREAM_BASIC_AUTH=storefront:local-demo\nPAYMENT_SECRET=${'ab'.repeat(32)}\nDEVICE_SECRET=${'ab'.repeat(32)}\n`)
  })

  it('adds only what an existing file lacks, keeping its lines, and leaves a complete file alone', () => {
    expect(withLocalSecrets('UPSTREAM_BASIC_AUTH=me:mine', hex)).toBe(`UPSTREAM_BASIC_AUTH=me:mine\nPAYMENT_SECRET=${'ab'.repeat(32)}\nDEVICE_SECRET=${'ab'.repeat(32)}\n`)
    expect(withLocalSecrets('PAYMENT_SECRET=s3cret\nUPSTREAM_BASIC_AUTH=me:mine\nDEVICE_SECRET=d3v1ce\n', hex)).toBeNull()
  })
})
