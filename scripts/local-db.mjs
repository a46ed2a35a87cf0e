import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { PERSIST, run } from './run.mjs'

const SEED_DIR = 'mall/seed'
const MALL_CONFIG = 'mall/wrangler.toml'

/** The seed files in order (`0001_countries.sql`, `0002_accounts.sql`, …) as one script. */
export function seedScript() {
  return readdirSync(SEED_DIR)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => `-- ${name}\n${readFileSync(join(SEED_DIR, name), 'utf8')}`)
    .join('\n')
}

/** Applies the mall's D1 migrations locally, then the seed (re-runnable: it re-places flash sessions around now). */
export async function prepareLocalDatabase() {
  await run('wrangler', ['d1', 'migrations', 'apply', 'DB', '-c', MALL_CONFIG, '--local', '--persist-to', PERSIST])
  const dir = mkdtempSync(join(tmpdir(), 'mall-seed-'))
  const file = join(dir, 'seed.sql')
  writeFileSync(file, seedScript())
  try {
    await run('wrangler', ['d1', 'execute', 'DB', '-c', MALL_CONFIG, '--local', '--persist-to', PERSIST, '--file', file, '--yes'])
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  prepareLocalDatabase().catch((error) => {
    console.error(error.message)
    process.exit(1)
  })
}
