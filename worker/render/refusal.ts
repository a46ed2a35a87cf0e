import type { Context } from 'hono'
import type { ErrorKey } from '../../contract'
import type { AppEnv } from '../env'
import { UpstreamError } from '../upstream/client'
import { errorPage } from './error-page'
import { pageFailure } from './failure'

/**
 * The catalogue key of an upstream refusal that a plain form answers with a notice or a message beside the form:
 * a business rule, or a request the upstream found malformed or about something missing. Null for anything else.
 */
export function refusalOf(error: unknown): ErrorKey | null {
  if (!(error instanceof UpstreamError) || error.redirect) return null
  if (error.kind === 'business') return error.key ?? 'server'
  if (error.kind === 'http' && (error.status === 400 || error.status === 404)) return error.key ?? null
  return null
}

/** Any other failure of a form's call: the login page (returning to `back`), a bulletin, or an error page. */
export function failedForm(c: Context<AppEnv>, error: unknown, back: string) {
  const failure = pageFailure(c, error, { back })
  if ('response' in failure) return failure.response
  return errorPage(c, failure.status, failure.message)
}
