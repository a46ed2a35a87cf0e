import type { Translate } from '../../locales'
import type { UpstreamError } from './client'

/** The user's-language text for an upstream failure: the catalogue text of its key, else the upstream's message. */
export function messageOf(error: UpstreamError, t: Translate): string {
  if (error.key) return t(`error.${error.key}`)
  if (error.message) return error.message
  return t(error.kind === 'business' ? 'error.server' : 'error.badGateway')
}
