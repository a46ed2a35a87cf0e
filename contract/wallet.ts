import { z } from 'zod'
import { openSet } from './open-set'
import { instant } from './bounds'
import { defineEndpoints } from './endpoint'
import { REBATE_RULES } from './rebate-rules'
import { REBATE_LINES, RebateProduct } from './rebates'
import { IdQuery } from './record-query'

const id = z.number().int().positive()
const at = instant

/** What a wallet entry is. A new source of money adds its kind here (and its name in `locales/wallet`). */
export const WALLET_KINDS = ['cashBack', 'rebate', 'prize'] as const
export type WalletKind = (typeof WALLET_KINDS)[number]

/** One entry of the append-only ledger, in the market's currency (major units). */
export const WalletEntry = z.object({
  id,
  kind: z.enum(WALLET_KINDS),
  amount: z.number().describe('positive for a credit'),
  /** The order it comes from (cash back, an order rebate), when there is one. */
  orderId: id.nullable(),
  /**
   * What paid a rebate: its campaign's rule and line, and the unit (IMEI) when the rule pays per unit scanned or
   * activated; null for other kinds.
   */
  rebate: z.object({ campaignId: id, rule: openSet(REBATE_RULES), line: z.enum(REBATE_LINES), imei: z.string().nullable() }).nullable(),
  createdAt: at,
})
export type WalletEntry = z.infer<typeof WalletEntry>

/** The balance: the sum of the user's entries in the COUNTRY_ID market. */
export const Wallet = z.object({ balance: z.number(), entryCount: z.number().int().nonnegative() })
export type Wallet = z.infer<typeof Wallet>

export const WalletEntries = z.object({ items: z.array(WalletEntry), next: z.string().nullable() })
export type WalletEntries = z.infer<typeof WalletEntries>

export const WalletEntriesQuery = z.object({ cursor: z.string().max(20).optional().describe('`next` of the page before') })

/**
 * A gift a credited rebate owes its retailer (a gift rule: every X pieces, Y of a product): goods, not money, so it is
 * never in the balance.
 */
export const GiftOwed = z.object({
  rebateId: id,
  campaignId: id,
  count: z.number().int().positive(),
  product: RebateProduct,
  /** The order whose pieces earned it. */
  orderId: id.nullable(),
  at,
})
export type GiftOwed = z.infer<typeof GiftOwed>

export const GiftsOwed = z.object({ items: z.array(GiftOwed) })
export type GiftsOwed = z.infer<typeof GiftsOwed>

/** The cash back running in the market: a share of an order's goods, credited when the order completes. */
export const CashBackOffer = z.object({
  rate: z.number().positive().max(1).describe('0.05 = 5 %'),
  cap: z.number().positive().nullable().describe('the most one order earns; null: no cap'),
  startAt: at,
  endAt: at,
})
export type CashBackOffer = z.infer<typeof CashBackOffer>

export const CashBackAnswer = z.object({ offer: CashBackOffer.nullable() })
export type CashBackAnswer = z.infer<typeof CashBackAnswer>

/** The cash back of an order's goods, all in minor units: the rate in basis points, rounded down, at most the cap. */
export function cashBackMinor(goodsMinor: number, rateBp: number, capMinor: number | null): number {
  const earned = Math.floor((Math.max(0, goodsMinor) * rateBp) / 10_000)
  return capMinor === null ? earned : Math.min(earned, capMinor)
}

/** The cash back an order of `goods` (major units) earns under `offer`, as the mall will credit it. */
export function cashBackOf(offer: CashBackOffer, goods: number, scale: number): number {
  const unit = 10 ** scale
  const cap = offer.cap === null ? null : Math.round(offer.cap * unit)
  return cashBackMinor(Math.round(goods * unit), Math.round(offer.rate * 10_000), cap) / unit
}

export const walletEndpoints = defineEndpoints({
  wallet: {
    method: 'GET', path: '/api/wallet', auth: true, response: Wallet,
    summary: 'The buyer\'s wallet balance in the COUNTRY_ID market: the sum of the ledger\'s entries, never a stored figure',
  },
  walletEntries: {
    method: 'GET', path: '/api/wallet/entries', auth: true, query: WalletEntriesQuery, response: WalletEntries,
    summary: 'The buyer\'s own wallet entries in the COUNTRY_ID market, newest first, 20 a page (?cursor=)',
  },
  walletEntry: {
    method: 'GET', path: '/api/wallet/entry', auth: true, query: IdQuery, response: WalletEntry,
    summary: 'One of the buyer\'s wallet entries (?id=); another user\'s is notFound',
  },
  walletGifts: {
    method: 'GET', path: '/api/wallet/gifts', auth: true, response: GiftsOwed,
    summary: 'The gifts the caller\'s credited gift rebates owe in the COUNTRY_ID market, newest first, at most 50 (goods, not money: never in the balance); a buyer has none',
  },
  cashBackOffer: {
    method: 'GET', path: '/api/activity/cashBack', auth: false, guestShared: true, response: CashBackAnswer,
    summary: 'The cash back running in the COUNTRY_ID market (null when none): credited to the wallet when an order placed now completes',
  },
})
