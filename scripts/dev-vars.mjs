/**
 * The secrets of local runs, in `.dev.vars` (wrangler reads it; git ignores it). In production they are secrets:
 * `npx wrangler secret put UPSTREAM_BASIC_AUTH`, `npx wrangler secret put PAYMENT_SECRET`, `npx wrangler secret put DEVICE_SECRET`.
 */
const LOCAL_SECRETS = [
  // The storefront's credential towards the embedded mall.
  { name: 'UPSTREAM_BASIC_AUTH', value: () => 'storefront:local-demo' },
  // The secret the sandbox payment provider signs its callbacks with: a fresh random one per checkout of the repo.
  { name: 'PAYMENT_SECRET', value: (randomHex) => randomHex(32) },
  // The mall signs the device tokens of browsers an account logged in from with it.
  { name: 'DEVICE_SECRET', value: (randomHex) => randomHex(32) },
]

/**
 * `.dev.vars` with every local secret it lacks added (the file's own lines are kept as they are), or null when it
 * already has them all. `existing` is the file's text, null when there is none.
 */
export function withLocalSecrets(existing, randomHex) {
  const text = existing ?? ''
  const has = (name) => new RegExp(`^\\s*${name}\\s*=`, 'm').test(text)
  const missing = LOCAL_SECRETS.filter(({ name }) => !has(name))
  if (missing.length === 0) return null
  const lines = missing.map(({ name, value }) => `${name}=${value(randomHex)}\n`).join('')
  return text === '' || text.endsWith('\n') ? text + lines : `${text}\n${lines}`
}
