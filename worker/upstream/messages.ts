import type { Translate } from '../../locales'
import type { UpstreamError } from './client'

/** HTTP status of a page that shows an upstream failure; `refused` is the one for a business-rule refusal. */
export function failureStatus(error: UpstreamError, refused: 400 | 401 = 400): 400 | 401 | 502 | 504 {
  if (error.kind === 'timeout') return 504
  if (error.kind === 'business' || error.kind === 'auth') return refused
  return 502
}

/** The user's-language text for an upstream failure: the catalogue text of its key, else the upstream's message. */
export function messageOf(error: UpstreamError, t: Translate): string {
  if (error.key) return t(`error.${error.key}`)
  if (error.message) return error.message
  return t(error.kind === 'business' ? 'error.server' : 'error.badGateway')
}
