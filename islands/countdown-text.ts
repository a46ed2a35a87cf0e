const two = (n: number) => String(n).padStart(2, '0')

/** `ms` as "HH:MM:SS", with the days in front ("1d 01:01:01") from the language's `countdown.days` template. */
export function formatRemaining(ms: number, daysTemplate: string): string {
  const total = Math.max(0, Math.floor(ms / 1000))
  const days = Math.floor(total / 86400)
  const clock = `${two(Math.floor((total % 86400) / 3600))}:${two(Math.floor((total % 3600) / 60))}:${two(total % 60)}`
  // The days template's one placeholder, filled here so the React-free countdown needs no shared helper chunk.
  return days > 0 ? `${daysTemplate.replace(/\{\{\s*count\s*\}\}/g, String(days))} ${clock}` : clock
}
