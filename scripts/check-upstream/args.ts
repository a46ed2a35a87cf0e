import { COUNTRY_CODES, type CountryCode, type Role } from '../../contract'

export type Credentials = { username: string; password: string }

export type Args = {
  /** The API's origin (every contract path starts with /api). */
  base: string
  accounts: Record<Role, Credentials>
  /** `user:pass` the storefront sends as Basic on calls without a token (its UPSTREAM_BASIC_AUTH); null: none. */
  basic: string | null
  /** Market ids by code, as the provider numbers them. */
  markets: Map<CountryCode, number>
  /** The market guests' calls name. */
  market: CountryCode
  flashItem: number | null
  /** How many buys are fired at once at the flash item, and claims at the coupon. */
  concurrency: number
  timeoutMs: number
}

export const USAGE = `usage: npm run check:upstream -- --base <origin> --buyer <user:pass> --retailer <user:pass> --admin <user:pass>
  [--basic <user:pass>]          the storefront's UPSTREAM_BASIC_AUTH, sent on calls without a token
  [--markets IN:1,UG:2,…]        market ids as your API numbers them (default: IN..NG = 1..7, as the seed)
  [--market NG]                  the market guests' calls name (default NG)
  [--flash-item <id>]            the flash item the oversell check buys (default: the live item with least stock left)
  [--concurrency 6]              buys and claims fired at once
  [--timeout-ms 50000]           per call`

export class UsageError extends Error {}

const SEED_MARKETS = new Map<CountryCode, number>(COUNTRY_CODES.map((code, index) => [code, index + 1]))

function credentials(flag: string, value: string | undefined): Credentials {
  const at = value?.indexOf(':') ?? -1
  if (!value || at < 1) throw new UsageError(`--${flag} takes user:pass`)
  return { username: value.slice(0, at), password: value.slice(at + 1) }
}

function marketCode(value: string): CountryCode {
  const code = value.trim().toUpperCase()
  if (!(COUNTRY_CODES as readonly string[]).includes(code)) throw new UsageError(`unknown market ${value} (one of ${COUNTRY_CODES.join(', ')})`)
  return code as CountryCode
}

function markets(value: string): Map<CountryCode, number> {
  const out = new Map<CountryCode, number>()
  for (const pair of value.split(',')) {
    const [code, id] = pair.split(':')
    if (!code || !id || !/^\d{1,9}$/.test(id) || Number(id) === 0) throw new UsageError(`--markets takes CODE:id pairs, not ${pair}`)
    out.set(marketCode(code), Number(id))
  }
  return out
}

function whole(flag: string, value: string | undefined, min: number, max: number): number {
  const n = Number(value)
  if (!value || !Number.isInteger(n) || n < min || n > max) throw new UsageError(`--${flag} takes a whole number from ${min} to ${max}`)
  return n
}

function origin(value: string | undefined): string {
  if (!value) throw new UsageError('--base is required')
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new UsageError(`--base ${value} is not a URL`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new UsageError('--base must be http(s)')
  const base = value.replace(/\/+$/, '')
  if (/\/api$/.test(base)) throw new UsageError('--base is the API\'s origin, without /api')
  return base
}

export function parseArgs(argv: readonly string[]): Args {
  const given = new Map<string, string>()
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]!
    if (!flag.startsWith('--')) throw new UsageError(`unexpected ${flag}`)
    const [name, inline] = flag.slice(2).split(/=(.*)/s, 2)
    const value = inline ?? argv[++i]
    if (value === undefined) throw new UsageError(`${flag} needs a value`)
    given.set(name!, value)
  }
  const known = ['base', 'buyer', 'retailer', 'admin', 'basic', 'markets', 'market', 'flash-item', 'concurrency', 'timeout-ms']
  for (const name of given.keys()) if (!known.includes(name)) throw new UsageError(`unknown option --${name}`)
  const basic = given.get('basic') ?? null
  if (basic !== null) credentials('basic', basic)
  const marketTable = given.has('markets') ? markets(given.get('markets')!) : SEED_MARKETS
  const market = marketCode(given.get('market') ?? 'NG')
  if (!marketTable.has(market)) throw new UsageError(`--markets does not name the market ${market}`)
  return {
    base: origin(given.get('base')),
    accounts: {
      buyer: credentials('buyer', given.get('buyer')),
      retailer: credentials('retailer', given.get('retailer')),
      admin: credentials('admin', given.get('admin')),
    },
    basic,
    markets: marketTable,
    market,
    flashItem: given.has('flash-item') ? whole('flash-item', given.get('flash-item'), 1, 999_999_999) : null,
    concurrency: given.has('concurrency') ? whole('concurrency', given.get('concurrency'), 2, 20) : 6,
    timeoutMs: given.has('timeout-ms') ? whole('timeout-ms', given.get('timeout-ms'), 1000, 600_000) : 50_000,
  }
}
