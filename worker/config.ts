/** A whole number from worker configuration; `fallback` when it is missing, malformed or outside `min`–`max`. */
export function intConfig(raw: string | undefined, fallback: number, { min = 1, max = Number.MAX_SAFE_INTEGER } = {}): number {
  const value = raw?.trim() ?? ''
  if (!/^\d{1,15}$/.test(value)) return fallback
  const number = Number(value)
  return number >= min && number <= max ? number : fallback
}

/** A switch in worker configuration: `on`, `true` or `1` (any case) means on. */
export function isOn(raw: string | null | undefined): boolean {
  const value = (raw ?? '').trim().toLowerCase()
  return value === 'on' || value === 'true' || value === '1'
}
