export const DATA_SAVER_COOKIE = 'data_saver'
export type DataSaverChoice = 'on' | 'off'

/** The shopper's own choice from the cookie (`on` | `off`), else null; any other value is no choice. */
export function parseDataSaver(cookieValue: string | null | undefined): DataSaverChoice | null {
  return cookieValue === 'on' || cookieValue === 'off' ? cookieValue : null
}

/**
 * Whether to save data: the shopper's choice on the Me page when made, else what the browser asks (`Save-Data: on`,
 * Chrome's "Lite mode" and data-saving browsers send it).
 */
export function resolveDataSaver(cookieValue: string | null | undefined, saveDataHeader: string | null | undefined): boolean {
  const choice = parseDataSaver(cookieValue)
  if (choice) return choice === 'on'
  return saveDataHeader?.trim().toLowerCase() === 'on'
}
