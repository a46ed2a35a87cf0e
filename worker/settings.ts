import { z } from 'zod'
import { GUEST_ANSWER_MS, UPSTREAM_TIMEOUT_MS } from '../contract/common'
import { allowedOrigins } from './context/allowed-origins'
import type { SettingName } from './settings-names'
import { resolveUpstream } from './upstream/base'
import { clientAddressHeader } from './upstream/client-address'
import { parseBulletins, parseHosts, type Bulletin } from './upstream/bulletins'

/** A switch in worker configuration: `on`, `true` or `1` (any case) means on. */
export function isOn(raw: string | null | undefined): boolean {
  const value = (raw ?? '').trim().toLowerCase()
  return value === 'on' || value === 'true' || value === '1'
}

/** A whole number: `fallback` when missing, malformed or outside `min`–`max`. */
const whole = (fallback: number, { min = 1, max = Number.MAX_SAFE_INTEGER } = {}) =>
  z.string().trim().regex(/^\d{1,15}$/).transform(Number).refine((n) => n >= min && n <= max).catch(fallback)

const onOff = z.string().transform(isOn).catch(false)
const text = z.string().trim().catch('')
const secret = z.string().transform((value) => value || null).catch(null)

/**
 * Every worker setting (wrangler.toml `[vars]` and secrets), with its default. A missing or malformed value is its
 * default, never an error. The reference mall's own settings (logins, the payment gateway) are in mall/wrangler.toml.
 */
export const settingsSchema = z.object({
  /** Empty: the embedded mall; an https origin (plain http on loopback): a provider's API; anything else: invalid. */
  API_BASE: z.string().catch('').transform(resolveUpstream),
  /** `user:password` sent as `Authorization: Basic …` on calls without a shopper token. */
  UPSTREAM_BASIC_AUTH: secret,
  /** A header name: every upstream call carries the shopper's address in it (for the provider's fraud checks and limits). Empty: not sent. */
  CLIENT_ADDRESS_HEADER: z.string().trim().catch('').transform(clientAddressHeader),
  /** `on` switches the whole site to maintenance at deploy time; the KV key `maintenance` does it instantly. */
  MAINTENANCE: onOff,
  MAINTENANCE_RETRY_AFTER: whole(600),
  /** How long an isolate goes by the maintenance switch it read from KV before reading it again; 0 reads it on every request. */
  MAINTENANCE_RECHECK_MS: whole(1_000, { min: 0, max: 30_000 }),
  /** JSON array of `{ status, url }` maintenance bulletins; the KV key `bulletins` overrides it. */
  BULLETINS: z.string().catch('').transform((raw): Bulletin[] => parseBulletins(raw)),
  /** Comma-separated host names bulletin URLs may point at. */
  BULLETIN_HOSTS: z.string().catch('').transform(parseHosts),
  /** `AppIdentity` sent from the sister app when none is given. */
  APP_IDENTITY_DEFAULT: whole(2, { min: 0, max: 9999 }),
  /** One request's deadline for all its upstream calls together, answers read to the end included. */
  UPSTREAM_TIMEOUT_MS: whole(UPSTREAM_TIMEOUT_MS),
  /** Upstream answers larger than this many bytes are refused (4 MiB). */
  UPSTREAM_MAX_BODY_BYTES: whole(4 * 1024 * 1024),
  /** How long a guest's answer of a `guestShared` endpoint serves the guests after it; 0 keeps none. */
  GUEST_ANSWER_MS: whole(GUEST_ANSWER_MS, { min: 0, max: 60_000 }),
  /** How long a shared page's copy answers visitors without a session from the edge cache (then, up to 10× as long, while it is renewed); 0 keeps none. */
  GUEST_CACHE_SECONDS: whole(30, { min: 0, max: 3_600 }),
  /** `on`: every write answers 'Demo environment, no permission to operate'. */
  DEMO: onOff,
  /** `on`: the reference mall's SMS outbox is readable at /m/dev/outbox (local runs only). */
  DEV_OUTBOX: onOff,
  /** The secret shared with the payment provider: it signs the provider's callbacks. */
  PAYMENT_SECRET: secret,
  /** `on`: the embedded mall's sandbox payment provider, whose page is /m/dev/pay (local runs only). */
  PAYMENT_SANDBOX: onOff,
  /** Writes one session (or guest address) may make per window, one address in all, and the window in seconds. */
  RATE_LIMIT_WRITES: whole(60),
  RATE_LIMIT_ADDRESS_WRITES: whole(600),
  RATE_LIMIT_WINDOW_SECONDS: whole(60),
  /** Comma-separated https origins of a provider's app that may post to /m from another origin. */
  ALLOWED_ORIGINS: z.string().catch('').transform(allowedOrigins),
  /** The Nigeria contact printed in the user agreements; without both, the agreement names no contact. */
  NG_CONTACT_EMAIL: text,
  NG_CONTACT_PHONE: text,
} satisfies Record<SettingName, z.ZodType>)

export type Settings = z.output<typeof settingsSchema>

const parsed = new WeakMap<object, Settings>()

/** The settings of `env`, parsed once per env object (an isolate keeps its env across requests). */
export function settingsOf(env: Partial<Record<SettingName, string>>): Settings {
  let settings = parsed.get(env)
  if (!settings) {
    settings = settingsSchema.parse(env)
    parsed.set(env, settings)
  }
  return settings
}
