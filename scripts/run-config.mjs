import { copyFileSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** The built Workers of `npm start`: the storefront, and the reference mall when it is the upstream. */
export const STOREFRONT_DIR = 'dist/m_storefront'
export const MALL_DIR = 'dist/m_mall'

/**
 * Writes `wrangler.run.json` beside a built Worker's config: the same Worker with this run's settings (every var of the
 * config that `settings` names takes its value), and the local secrets beside it. The built config itself stays as the
 * build made it, so a deploy from it never carries a local run's switches.
 */
export function writeRunConfig(dir, settings) {
  const config = JSON.parse(readFileSync(join(dir, 'wrangler.json'), 'utf8'))
  for (const name of Object.keys(config.vars ?? {})) {
    if (settings[name] !== undefined) config.vars[name] = String(settings[name])
  }
  const path = join(dir, 'wrangler.run.json')
  writeFileSync(path, JSON.stringify(config, null, 2))
  copyFileSync('.dev.vars', join(dir, '.dev.vars'))
  return path
}
