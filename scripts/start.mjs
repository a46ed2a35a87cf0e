/**
 * `npm start`: prepares the reference mall's local database, builds, and serves the production build of both Workers
 * (the storefront and the mall it is bound to) in one workerd. With API_BASE set, the storefront alone, in front of
 * that API. MALL_ONLY=1 serves the reference mall alone, as a provider's API would be (at PORT, under /api).
 * PORT (default 8787) changes the port. Every setting of either Worker can be given in the environment
 * (`UPSTREAM_TIMEOUT_MS=3000 npm start`): it overrides the wrangler config for this run.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { resolveUpstream } from '../worker/upstream/base.ts'
import { prepareLocalDatabase } from './local-db.mjs'
import { withLocalSecrets } from './dev-vars.mjs'
import { MALL_DIR, STOREFRONT_DIR, writeRunConfig } from './run-config.mjs'
import { PERSIST, run } from './run.mjs'

const port = process.env.PORT || '8787'
const mallOnly = process.env.MALL_ONLY === '1'
// The mall alone is built as the reference mall, whatever upstream the environment names for a storefront.
if (mallOnly) delete process.env.API_BASE
const upstream = mallOnly ? { kind: 'embedded' } : resolveUpstream(process.env.API_BASE)
if (upstream.kind === 'invalid') {
  console.error(upstream.reason)
  process.exit(1)
}

try {
  const secrets = withLocalSecrets(existsSync('.dev.vars') ? readFileSync('.dev.vars', 'utf8') : null, (bytes) => randomBytes(bytes).toString('hex'))
  if (secrets !== null) {
    writeFileSync('.dev.vars', secrets)
    console.log('  wrote the local secrets .dev.vars lacked: storefront credential, payment secret (see docs/operations.md, Configuration)')
  }
  if (upstream.kind === 'embedded') await prepareLocalDatabase()
  if (process.env.SKIP_BUILD !== '1') await run('vite', ['build', '--logLevel', 'warn'])
  // Local runs read the verification codes from the SMS outbox (docs/accounts.md) and pay at the sandbox payment
  // provider (docs/shopping.md, Online payment); deploys never have either.
  const settings = { DEV_OUTBOX: 'on', PAYMENT_SANDBOX: 'on', ...process.env }
  const configs = mallOnly
    ? [writeRunConfig(MALL_DIR, settings, port)]
    : upstream.kind === 'remote'
      ? [writeRunConfig(STOREFRONT_DIR, { ...settings, API_BASE: upstream.base }, port)]
      : [writeRunConfig(STOREFRONT_DIR, settings, port), writeRunConfig(MALL_DIR, settings, port)]
  console.log(
    mallOnly
      ? `\n  Reference mall: http://127.0.0.1:${port}/api\n`
      : `\n  Storefront: http://127.0.0.1:${port}/m  (upstream: ${upstream.kind === 'remote' ? upstream.base : 'the reference mall, bound as MALL'})\n`,
  )
  await run('wrangler', [
    'dev', ...configs.flatMap((config) => ['-c', config]), '--ip', '127.0.0.1', '--port', port,
    '--persist-to', PERSIST, '--show-interactive-dev-session=false', '--log-level', process.env.LOG_LEVEL || 'warn',
  ])
} catch (error) {
  console.error(error.message)
  process.exit(1)
}
