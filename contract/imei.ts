import { z } from 'zod'
import { instant } from './bounds'
import { defineEndpoints } from './endpoint'
import type { ErrorKey } from './errors'

const id = z.number().int().positive()
const at = instant

/** Why a scan is refused (the catalogue's keys). */
export const IMEI_REFUSALS = ['imeiInvalid', 'imeiCheckDigit', 'imeiNotYours', 'imeiNotSigned', 'imeiScannedAlready', 'imeiClaimed'] as const satisfies readonly ErrorKey[]

/** What the retailer typed or scanned: the mall checks it (15 digits, Luhn); spaces and dashes are ignored. */
export const ImeiScanRequest = z.object({ imei: z.string().max(40).transform((text) => text.replace(/[\s-]/g, '')) })
export type ImeiScanRequest = z.input<typeof ImeiScanRequest>

/** A unit claimed by the scan: the retailer's order it came in, and whether the device network reports it activated. */
export const ImeiScanned = z.object({ imei: z.string(), orderId: id, productName: z.string(), activated: z.boolean(), at })
export type ImeiScanned = z.infer<typeof ImeiScanned>

export const ImeiScanRecord = z.object({
  imei: z.string(),
  status: z.enum(['approved', 'refused']),
  /** A refused scan: the catalogue key of the reason. */
  reason: z.enum(IMEI_REFUSALS).nullable(),
  productName: z.string().nullable(),
  at,
})
export type ImeiScanRecord = z.infer<typeof ImeiScanRecord>

export const ImeiScans = z.object({ scans: z.array(ImeiScanRecord) })
export type ImeiScans = z.infer<typeof ImeiScans>

export const ActivationFeed = z.object({
  activations: z.array(z.object({ imei: z.string().length(15).regex(/^\d{15}$/), activatedAt: instant })).min(1).max(500),
})
export type ActivationFeed = z.infer<typeof ActivationFeed>

/** Activations recorded (new ones), and how many of them set a scanned unit's activation time. */
export const ActivationsRecorded = z.object({ recorded: z.number().int().nonnegative(), matched: z.number().int().nonnegative() })
export type ActivationsRecorded = z.infer<typeof ActivationsRecorded>

export const imeiEndpoints = defineEndpoints({
  scanImei: {
    method: 'POST', path: '/api/imei/scan', auth: true, role: 'retailer', body: ImeiScanRequest, response: ImeiScanned, idempotent: true,
    summary: 'A retailer claims a unit by its IMEI: 15 digits (imeiInvalid) with a Luhn check digit (imeiCheckDigit), in a delivery to this shop (imeiNotYours), signed for (imeiNotSigned), once across all retailers (imeiScannedAlready, imeiClaimed)',
  },
  imeiScans: {
    method: 'GET', path: '/api/imei/scans', auth: true, role: 'retailer', response: ImeiScans,
    summary: 'The retailer\'s latest 50 scans, approved or refused with the reason',
  },
  activationFeed: {
    method: 'POST', path: '/api/admin/imei/activations', auth: true, role: 'admin', body: ActivationFeed, response: ActivationsRecorded,
    summary: 'The device network\'s activations (admin; a stand-in for the network\'s feed): each IMEI\'s first activation is kept, scanned or not yet',
  },
})
