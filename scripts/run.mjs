import { spawn } from 'node:child_process'

/** Runs a command from node_modules/.bin (npm puts it on PATH), inheriting output; rejects on failure. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' }, ...options })
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))))
  })
}

/** Local state (D1, KV, Durable Objects) of `npm start`; PERSIST_TO gives a run its own, e.g. a fresh one for e2e tests. */
export const PERSIST = process.env.PERSIST_TO || '.wrangler/state'
