import type { MessageKey } from '../../locales'
import { SCAN_KEYS } from '../bridge/keys'

/** The texts the scan form's island shows, its latest scans' reasons included (beside it, not in it: the island's chunk stays small). */
export const IMEI_SCAN_KEYS = [
  ...SCAN_KEYS,
  'imeiScan.label', 'imeiScan.submit', 'imeiScan.sending', 'imeiScan.approved', 'imeiScan.activated', 'imeiScan.offline', 'imeiScan.queueTitle',
  'imeiScan.statusApproved', 'imeiScan.statusRefused', 'imeiScan.statusPending', 'imeiScan.empty', 'imeiScan.historyTitle',
  'error.imeiInvalid', 'error.imeiCheckDigit', 'error.imeiNotYours', 'error.imeiNotSigned', 'error.imeiScannedAlready', 'error.imeiClaimed',
] as const satisfies readonly MessageKey[]
