/**
 * `npm start`: prepares the embedded mall's local database, builds, and serves the production build in workerd.
 * PORT (default 8787) changes the port. Every worker setting of the README's configuration table can be given in
 * the environment (`UPSTREAM_TIMEOUT_MS=3000 npm start`): it overrides wrangler.toml for this run.
 */
import { copyFileSync, existsSync, writeFileSync } from 'node:fs'
import { resolveUpstreamBase } from '../worker/upstream/base.ts'
import { prepareLocalDatabase } from './local-db.mjs'
import { varArguments } from './settings.mjs'
import { PERSIST, run } from './run.mjs'

/** The storefront's credential for local runs; in production it is a secret (`wrangler secret put UPSTREAM_BASIC_AUTH`). */
const LOCAL_SECRETS = 'UPSTREAM_BASIC_AUTH=storefront:local-demo\n'

const port = process.env.PORT || '8787'
const upstream = resolveUpstreamBase(process.env.API_BASE)
if ('error' in upstream) {
  console.error(upstream.error)
  process.exit(1)
}

try {
  if (!existsSync('.dev.vars')) {
    writeFileSync('.dev.vars', LOCAL_SECRETS)
    console.log('  wrote .dev.vars with the local storefront credential (see README, Configuration)')
  }
  if (upstream.base === null) await prepareLocalDatabase()
  if (process.env.SKIP_BUILD !== '1') await run('vite', ['build', '--logLevel', 'warn'])
  // wrangler reads secrets beside the config it serves.
  copyFileSync('.dev.vars', 'dist/m_storefront/.dev.vars')
  // Local runs read the verification codes from the SMS outbox (README, Accounts); deploys never have it.
  const vars = varArguments({ DEV_OUTBOX: 'on', ...process.env })
  if (upstream.base !== null) vars.push('--var', `API_BASE:${upstream.base}`)
  console.log(`\n  Storefront: http://127.0.0.1:${port}/m  (upstream: ${upstream.base ?? 'embedded mall'})\n`)
  await run('wrangler', [
    'dev', '-c', 'dist/m_storefront/wrangler.json', '--ip', '127.0.0.1', '--port', port,
    '--persist-to', PERSIST, '--show-interactive-dev-session=false', '--log-level', process.env.LOG_LEVEL || 'warn', ...vars,
  ])
} catch (error) {
  console.error(error.message)
  process.exit(1)
}
