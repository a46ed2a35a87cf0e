/** Worker vars that the environment of `npm start` may set for one run (the README's configuration table). */
export const SETTINGS = [
  'API_BASE', 'MAINTENANCE', 'MAINTENANCE_RETRY_AFTER', 'BULLETINS', 'BULLETIN_HOSTS', 'APP_IDENTITY_DEFAULT',
  'UPSTREAM_TIMEOUT_MS', 'UPSTREAM_MAX_BODY_BYTES', 'GUEST_ANSWER_MS', 'DEMO', 'RATE_LIMIT_WRITES', 'RATE_LIMIT_ADDRESS_WRITES', 'RATE_LIMIT_WINDOW_SECONDS',
  'NG_CONTACT_EMAIL', 'NG_CONTACT_PHONE', 'DEV_OUTBOX', 'ALLOWED_ORIGINS', 'LOGIN_TRIES', 'LOGIN_WINDOW_SECONDS',
  'PAYMENT_PROVIDER_BASE', 'PAYMENT_SANDBOX',
]

/** `--var NAME:value` for every setting present in `environment`. */
export function varArguments(environment) {
  return SETTINGS.filter((name) => environment[name] !== undefined).flatMap((name) => ['--var', `${name}:${environment[name]}`])
}
