import type { Context } from 'hono'
import { deleteCookie } from 'hono/cookie'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { translator } from '../locales'
import { AUTH_COOKIE } from './context/auth'
import { loginPath } from './context/back'
import type { AppEnv } from './env'
import { UpstreamError } from './upstream/client'
import { failureStatus, messageOf } from './upstream/messages'

function ErrorPage({ message, retry }: { message: string; retry: string }) {
  return (
    <section className="empty" role="alert">
      <p>{message}</p>
      <a className="btn" href="">{retry}</a>
    </section>
  )
}

/**
 * Page failures: an expired login goes to the login page, a configured maintenance bulletin is followed,
 * anything else is a page in the user's language with a fitting status — never a bare crash.
 */
export function handlePageError(error: Error, c: Context<AppEnv>) {
  if (error instanceof HTTPException) return error.getResponse()
  const ctx = c.var.ctx
  if (!ctx) return c.text('Service Exceptions！', 500)
  const t = translator(ctx.language)
  let status: ContentfulStatusCode = 500
  let message = t('error.server')
  if (error instanceof UpstreamError) {
    const here = c.req.method === 'GET' ? c.req.path + new URL(c.req.url).search : '/m/'
    if (error.kind === 'auth') {
      deleteCookie(c, AUTH_COOKIE, { path: '/', secure: true })
      return c.redirect(loginPath(here), 302)
    }
    if (error.redirect) return c.redirect(error.redirect, 302)
    status = failureStatus(error) === 504 ? 504 : 502
    message = messageOf(error, t)
  } else {
    console.error('page failed', c.req.path, error)
  }
  c.status(status)
  return c.render(<ErrorPage message={message} retry={t('maintenance.retry')} />, { title: t('toast.fail') })
}
