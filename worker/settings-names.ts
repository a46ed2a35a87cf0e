/**
 * The names of the worker's settings and how each is given: a `[vars]` entry of wrangler.toml (which `npm start` also
 * takes from its environment) or a secret. `worker/settings.ts` parses exactly these; the scripts read this file with
 * Node's type stripping, so it imports nothing.
 */
export const SETTING_NAMES = {
  API_BASE: 'var',
  UPSTREAM_BASIC_AUTH: 'secret',
  CLIENT_ADDRESS_HEADER: 'var',
  MAINTENANCE: 'var',
  MAINTENANCE_RETRY_AFTER: 'var',
  MAINTENANCE_RECHECK_MS: 'var',
  BULLETINS: 'var',
  BULLETIN_HOSTS: 'var',
  APP_IDENTITY_DEFAULT: 'var',
  UPSTREAM_TIMEOUT_MS: 'var',
  UPSTREAM_MAX_BODY_BYTES: 'var',
  GUEST_ANSWER_MS: 'var',
  GUEST_CACHE_SECONDS: 'var',
  DEMO: 'var',
  DEV_OUTBOX: 'var',
  PAYMENT_SECRET: 'secret',
  PAYMENT_SANDBOX: 'var',
  RATE_LIMIT_WRITES: 'var',
  RATE_LIMIT_ADDRESS_WRITES: 'var',
  RATE_LIMIT_WINDOW_SECONDS: 'var',
  ALLOWED_ORIGINS: 'var',
  NG_CONTACT_EMAIL: 'var',
  NG_CONTACT_PHONE: 'var',
} as const satisfies Record<string, 'var' | 'secret'>

export type SettingName = keyof typeof SETTING_NAMES
