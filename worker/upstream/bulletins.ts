export type Bulletin = { status: number; url: string }

/** Parses the bulletin list from configuration; anything malformed is ignored, never thrown. */
export function parseBulletins(raw: string | null | undefined): Bulletin[] {
  if (!raw) return []
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return []
  }
  if (!Array.isArray(value)) return []
  return value.flatMap((b) =>
    b && typeof b === 'object' && Number.isInteger(b.status) && typeof b.url === 'string' ? [{ status: b.status, url: b.url }] : [],
  )
}

export function parseHosts(raw: string | null | undefined): string[] {
  return (raw ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean)
}

/** The redirect target for a failed upstream status: an https bulletin URL on an allowed host, else null. */
export function matchBulletin(status: number, bulletins: Bulletin[], allowedHosts: string[]): string | null {
  for (const b of bulletins) {
    if (b.status !== status) continue
    let url: URL
    try {
      url = new URL(b.url)
    } catch {
      continue
    }
    if (url.protocol === 'https:' && allowedHosts.includes(url.hostname.toLowerCase())) return url.href
  }
  return null
}
