import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ErrorKey } from '../../contract'
import type { Translate } from '../../locales'
import { UpstreamError } from '../upstream/client'
import { failureStatus, messageOf } from '../upstream/messages'

/**
 * The catalogue key of an upstream refusal that a plain form answers with a notice or a message beside the form:
 * a business rule, or a request the upstream found malformed or about something missing. Null for anything else,
 * which the page rethrows to the pages' error handler.
 */
export function refusalOf(error: unknown): ErrorKey | null {
  if (!(error instanceof UpstreamError) || error.redirect) return null
  if (error.kind === 'business') return error.key ?? 'server'
  if (error.kind === 'http' && (error.status === 400 || error.status === 404)) return error.key ?? null
  return null
}

/**
 * Any failed upstream call as a screen shows it beside its form (the login screens, the member form): the message in
 * the user's language, its status and its catalogue key. An expired session, a bulletin or anything else is rethrown
 * to the pages' error handler.
 */
export function failureOf(error: unknown, t: Translate): { message: string; status: ContentfulStatusCode; key: ErrorKey | undefined } {
  if (!(error instanceof UpstreamError) || error.kind === 'auth' || error.redirect) throw error
  return { message: messageOf(error, t), status: failureStatus(error), key: error.key }
}
