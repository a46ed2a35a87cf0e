/**
 * `npm start`: prepares the embedded mall's local database, builds, and serves the production build in workerd.
 * PORT (default 8787) changes the port; API_BASE points the same build at a remote upstream instead.
 */
import { resolveUpstreamBase } from '../worker/upstream/base.ts'
import { prepareLocalDatabase } from './local-db.mjs'
import { PERSIST, run } from './run.mjs'

const port = process.env.PORT || '8787'
const upstream = resolveUpstreamBase(process.env.API_BASE)
if ('error' in upstream) {
  console.error(upstream.error)
  process.exit(1)
}

try {
  if (upstream.base === null) await prepareLocalDatabase()
  if (process.env.SKIP_BUILD !== '1') await run('vite', ['build', '--logLevel', 'warn'])
  const vars = upstream.base === null ? [] : ['--var', `API_BASE:${upstream.base}`]
  console.log(`\n  Storefront: http://127.0.0.1:${port}/m  (upstream: ${upstream.base ?? 'embedded mall'})\n`)
  await run('wrangler', [
    'dev', '-c', 'dist/m_storefront/wrangler.json', '--ip', '127.0.0.1', '--port', port,
    '--persist-to', PERSIST, '--show-interactive-dev-session=false', '--log-level', process.env.LOG_LEVEL || 'warn', ...vars,
  ])
} catch (error) {
  console.error(error.message)
  process.exit(1)
}
