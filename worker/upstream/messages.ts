import type { Translate } from '../../locales'
import type { UpstreamError } from './client'

/** Upstream statuses the storefront answers with as they are: they tell the caller what to do next. */
const KEPT_STATUSES = [403, 404, 429, 503, 504] as const
type KeptStatus = (typeof KEPT_STATUSES)[number]
const isKept = (status: number): status is KeptStatus => (KEPT_STATUSES as readonly number[]).includes(status)

/**
 * The HTTP status a failed upstream call is answered with; `refused` is the one for a business-rule refusal. A role
 * that may not act (403), a missing resource (404), a limit (429) and the upstream's own unavailability keep their
 * status (a 401 is `auth`, answered 401 by the caller); any other 4xx is the caller's bad request.
 */
export function failureStatus(error: UpstreamError, refused: 400 | 401 = 400): 400 | 401 | KeptStatus | 502 {
  switch (error.kind) {
    case 'timeout':
      return 504
    case 'business':
    case 'auth':
      return refused
    case 'http':
      if (isKept(error.status)) return error.status
      return error.status >= 400 && error.status < 500 ? 400 : 502
    default:
      return 502
  }
}

/**
 * The user's-language text for an upstream failure: the catalogue text of its key. Only a business refusal without a
 * key shows the upstream's own message (the provider answers in the language it was asked for); a failed exchange
 * never shows what the upstream said.
 */
export function messageOf(error: UpstreamError, t: Translate): string {
  if (error.key) return t(`error.${error.key}`)
  if (error.kind === 'business') return error.message || t('error.server')
  if (error.kind === 'timeout') return t('error.timeout')
  if (error.kind === 'http' && error.status === 503) return t('error.maintenance')
  return t('error.badGateway')
}
