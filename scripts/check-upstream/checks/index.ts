import type { Check } from '../run'
import { badToken } from './bad-token'
import { couponOnce } from './coupon-once'
import { flashNoOversell } from './flash-oversell'
import { guestReads } from './guest-reads'
import { idempotentRetry } from './idempotent-retry'
import { injectedHeaders } from './injected-headers'
import { othersOrderHidden } from './others-order'
import { roleReads } from './role-reads'
import { roleRefused } from './role-refused'

/** The checks in the order they run: the logins open the sessions the later checks act with. */
export const CHECKS: readonly Check[] = [
  guestReads,
  injectedHeaders,
  roleReads('buyer'),
  roleReads('retailer'),
  roleReads('admin'),
  badToken,
  othersOrderHidden,
  roleRefused,
  couponOnce,
  idempotentRetry,
  flashNoOversell,
]
