/**
 * `npm start`: prepares the embedded mall's local database, builds, and serves the production build in workerd.
 * PORT (default 8787) changes the port. Every worker setting of the README's configuration table can be given in
 * the environment (`UPSTREAM_TIMEOUT_MS=3000 npm start`): it overrides wrangler.toml for this run.
 */
import { randomBytes } from 'node:crypto'
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import { resolveUpstream } from '../worker/upstream/base.ts'
import { prepareLocalDatabase } from './local-db.mjs'
import { withLocalSecrets } from './dev-vars.mjs'
import { varArguments } from './settings.mjs'
import { PERSIST, run } from './run.mjs'

const port = process.env.PORT || '8787'
const upstream = resolveUpstream(process.env.API_BASE)
if (upstream.kind === 'invalid') {
  console.error(upstream.reason)
  process.exit(1)
}

try {
  const secrets = withLocalSecrets(existsSync('.dev.vars') ? readFileSync('.dev.vars', 'utf8') : null, (bytes) => randomBytes(bytes).toString('hex'))
  if (secrets !== null) {
    writeFileSync('.dev.vars', secrets)
    console.log('  wrote the local secrets .dev.vars lacked: storefront credential, payment secret (see README, Configuration)')
  }
  if (upstream.kind === 'embedded') await prepareLocalDatabase()
  if (process.env.SKIP_BUILD !== '1') await run('vite', ['build', '--logLevel', 'warn'])
  // wrangler reads secrets beside the config it serves.
  copyFileSync('.dev.vars', 'dist/m_storefront/.dev.vars')
  // Local runs read the verification codes from the SMS outbox (README, Accounts) and pay at the sandbox payment
  // provider (README, Online payment); deploys never have either.
  const vars = varArguments({ DEV_OUTBOX: 'on', PAYMENT_SANDBOX: 'on', ...process.env })
  if (upstream.kind === 'remote') vars.push('--var', `API_BASE:${upstream.base}`)
  console.log(`\n  Storefront: http://127.0.0.1:${port}/m  (upstream: ${upstream.kind === 'remote' ? upstream.base : 'embedded mall'})\n`)
  await run('wrangler', [
    'dev', '-c', 'dist/m_storefront/wrangler.json', '--ip', '127.0.0.1', '--port', port,
    '--persist-to', PERSIST, '--show-interactive-dev-session=false', '--log-level', process.env.LOG_LEVEL || 'warn', ...vars,
  ])
} catch (error) {
  console.error(error.message)
  process.exit(1)
}
