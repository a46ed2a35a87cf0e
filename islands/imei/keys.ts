import type { MessageKey } from '../../locales'
import { SCAN_KEYS } from '../bridge/keys'

/** The texts the scan form's island shows (beside it, not in it: the island's chunk stays small). */
export const IMEI_SCAN_KEYS = [
  ...SCAN_KEYS,
  'imeiScan.label', 'imeiScan.submit', 'imeiScan.sending', 'imeiScan.approved', 'imeiScan.activated', 'imeiScan.offline', 'imeiScan.queueTitle',
  'imeiScan.statusApproved', 'imeiScan.statusRefused', 'imeiScan.statusPending',
] as const satisfies readonly MessageKey[]
