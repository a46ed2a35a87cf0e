import type { Translate } from '../../locales'
import type { UpstreamError } from './client'

/** The HTTP status a failed upstream call is answered with; `refused` is the one for a business-rule refusal. */
export function failureStatus(error: UpstreamError, refused: 400 | 401 = 400): 400 | 401 | 404 | 429 | 502 | 503 | 504 {
  switch (error.kind) {
    case 'timeout':
      return 504
    case 'business':
    case 'auth':
      return refused
    case 'http':
      if (error.status === 503 || error.status === 504) return error.status
      if (error.status === 404 || error.status === 429) return error.status
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
