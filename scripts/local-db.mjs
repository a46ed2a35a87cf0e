import { pathToFileURL } from 'node:url'
import { PERSIST, run } from './run.mjs'

/** Applies the mall's D1 migrations locally, then the seed (re-runnable: it re-places flash sessions around now). */
export async function prepareLocalDatabase() {
  await run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', PERSIST])
  await run('wrangler', ['d1', 'execute', 'DB', '--local', '--persist-to', PERSIST, '--file', 'mall/seed/seed.sql', '--yes'])
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  prepareLocalDatabase().catch((error) => {
    console.error(error.message)
    process.exit(1)
  })
}
