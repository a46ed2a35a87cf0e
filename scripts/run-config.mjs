import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** The built Workers of `npm start`: the storefront, and the reference mall when it is the upstream. */
export const STOREFRONT_DIR = 'dist/m_storefront'
export const MALL_DIR = 'dist/m_mall'

/**
 * Writes `wrangler.run-<port>.json` beside a built Worker's config: the same Worker with this run's settings (every var
 * of the config that `settings` names takes its value), and the local secrets beside it. The built config itself stays
 * as the build made it, so a deploy from it never carries a local run's switches. One file per port: wrangler reloads a
 * config it serves when the file changes, so two runs at once (a test's second server) must not share one.
 */
export function writeRunConfig(dir, settings, port) {
  const config = JSON.parse(readFileSync(join(dir, 'wrangler.json'), 'utf8'))
  for (const name of Object.keys(config.vars ?? {})) {
    if (settings[name] !== undefined) config.vars[name] = String(settings[name])
  }
  const path = join(dir, `wrangler.run-${port}.json`)
  writeFileSync(path, JSON.stringify(config, null, 2))
  // Copied only when it differs: wrangler reloads a running Worker when its secrets file is touched.
  const secrets = join(dir, '.dev.vars')
  if (!existsSync(secrets) || readFileSync(secrets, 'utf8') !== readFileSync('.dev.vars', 'utf8')) copyFileSync('.dev.vars', secrets)
  return path
}
