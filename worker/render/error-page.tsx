import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { translator } from '../../locales'
import type { AppEnv } from '../env'
import { pageFailure } from './failure'

/**
 * A page that says what went wrong, in the user's language, with a way on: home when trying again cannot help (no
 * permission, nothing there), else a way to try again.
 */
export function errorPage(c: Context<AppEnv>, status: ContentfulStatusCode, message: string) {
  const t = translator(c.var.ctx.language)
  c.status(status)
  const final = status === 403 || status === 404
  return c.render(
    <section className="empty" role="alert">
      <p>{message}</p>
      {final ? (
        <a className="btn" href="/m/">{t('notFound.home')}</a>
      ) : (
        <a className="btn" href={c.req.method === 'GET' ? '' : '/m/'}>{t('maintenance.retry')}</a>
      )}
    </section>,
    { title: t('toast.fail') },
  )
}

/** Page failures: never a bare crash, always a page in the user's language with a fitting status. */
export function handlePageError(error: Error, c: Context<AppEnv>) {
  if (error instanceof HTTPException) return error.getResponse()
  if (!c.var.ctx) return c.text('System unknown error, please report to the administrator', 500)
  try {
    const failure = pageFailure(c, error)
    if ('response' in failure) return failure.response
    const kept = failure.status === 503 || failure.status === 504 || failure.status === 404 || failure.status === 403
    return errorPage(c, kept ? failure.status : 502, failure.message)
  } catch {
    console.error('page failed', c.req.path, error)
    return errorPage(c, 500, translator(c.var.ctx.language)('error.server'))
  }
}
