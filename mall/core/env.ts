import type { User } from '../../contract'
import type { FlashStock } from '../flash-sale/flash-stock.do'
import type { LuckyDrawPool } from '../lucky-draw/draw-pool.do'
import type { PresaleQuota } from '../presale/presale-quota.do'

/** The bindings the mall uses (a subset of the worker's). */
export type MallBindings = {
  DB: D1Database
  FLASH_STOCK: DurableObjectNamespace<FlashStock>
  PRESALE_QUOTA: DurableObjectNamespace<PresaleQuota>
  LUCKY_DRAW: DurableObjectNamespace<LuckyDrawPool>
  /** `user:password` of the storefront: anonymous calls must carry it as `Authorization: Basic …`. */
  UPSTREAM_BASIC_AUTH?: string
  /** `on`: the SMS outbox can be read at /api/dev/outbox (local runs); anything else answers 404 there. */
  DEV_OUTBOX?: string
  /** Wrong passwords one account may take within LOGIN_WINDOW_SECONDS (5, 900 s) before its logins are refused. */
  LOGIN_TRIES?: string
  LOGIN_WINDOW_SECONDS?: string
  /** Signs the device tokens of browsers an account has logged in from (their logins are throttled on their own); unset: none. */
  DEVICE_SECRET?: string
  /** The secret shared with the payment provider: it signs the provider's callbacks (and authorises calls to its API). */
  PAYMENT_SECRET?: string
  /** The payment gateway's API base (https); empty: the sandbox provider when PAYMENT_SANDBOX is on, else none. */
  PAYMENT_PROVIDER_BASE?: string
  /** `on`: the sandbox provider, whose checkout page lets a tester pay, fail or abandon (local runs only). */
  PAYMENT_SANDBOX?: string
  /** This shop's public https origin: the gateway sends the payer back to a path of it. */
  PAYMENT_RETURN_ORIGIN?: string
}

export type MallEnv = { Bindings: MallBindings; Variables: { user?: User; readSession?: D1DatabaseSession } }

/** Behind `requireUser` or `requireRole`: the user is there. */
export type UserEnv = { Bindings: MallBindings; Variables: { user: User } }
