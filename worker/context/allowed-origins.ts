const memo = new Map<string, ReadonlySet<string>>()

/**
 * ALLOWED_ORIGINS: comma-separated origins of a provider's app that posts from another origin
 * (`https://app.example.com`). Only https origins, written exactly as a browser sends them; anything else is ignored.
 */
export function allowedOrigins(raw: string | undefined): ReadonlySet<string> {
  const value = raw ?? ''
  let origins = memo.get(value)
  if (!origins) {
    origins = new Set(value.split(',').map((entry) => entry.trim()).filter(isHttpsOrigin))
    memo.set(value, origins)
  }
  return origins
}

function isHttpsOrigin(entry: string): boolean {
  try {
    const url = new URL(entry)
    return url.protocol === 'https:' && url.origin === entry
  } catch {
    return false
  }
}
