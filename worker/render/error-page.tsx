import type { Context } from 'hono'
import { deleteCookie } from 'hono/cookie'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { loginPath } from '../../islands/return-path'
import { loadMessages, translator, type MessageKey } from '../../locales'
import type { AppEnv } from '../env'
import { AUTH_COOKIE } from '../context/session'
import { COOKIE_SCOPE } from '../context/cookies'
import { UpstreamError } from '../upstream/client'
import { failureStatus, messageOf } from '../upstream/messages'
import { catalogStyles } from './catalog-styles'
import { SearchForm } from './listing'

/** A page that cannot be shown for a reason the storefront knows itself (nothing there, a refused request). */
export class PageError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly key: MessageKey = 'error.notFound',
  ) {
    super(key)
  }
}

/**
 * A page that says what went wrong, in the user's language, with a way on: when trying again cannot help, home and
 * then what can (nothing there: a search; no permission: logging in with another account); else a way to try again.
 */
export async function errorPage(c: Context<AppEnv>, status: ContentfulStatusCode, message: string) {
  await loadMessages(c.var.ctx.language, status === 404 ? ['catalog'] : [])
  const t = translator(c.var.ctx.language)
  const here = c.req.method === 'GET' ? c.req.path + new URL(c.req.url).search : (c.var.back ?? '/m/')
  c.status(status)
  return c.render(
    <section className="empty" role="alert">
      {status === 404 ? <p className="big" aria-hidden="true">404</p> : null}
      <p>{message}</p>
      {status === 404 ? <SearchForm kit={{ t }} /> : null}
      {status === 403 ? <a className="btn" href={loginPath(here)}>{t('notFound.anotherAccount')}</a> : null}
      {status === 403 || status === 404 ? (
        <a className={status === 403 ? 'btn plain' : 'btn'} href="/m/">{t('notFound.home')}</a>
      ) : (
        <a className="btn" href={c.req.method === 'GET' ? '' : '/m/'}>{t('maintenance.retry')}</a>
      )}
    </section>,
    { title: t(status === 404 ? 'title.notFound' : status === 403 ? 'title.noPermission' : 'title.failed'), styles: status === 404 ? catalogStyles : undefined },
  )
}

/** The page of a failed upstream call: an expired session logs in again, a bulletin is followed, else what went wrong. */
function upstreamFailure(c: Context<AppEnv>, error: UpstreamError) {
  if (error.kind === 'auth') {
    deleteCookie(c, AUTH_COOKIE, COOKIE_SCOPE)
    if (c.req.method === 'GET') return c.redirect(loginPath(c.req.path + new URL(c.req.url).search), 302)
    return c.redirect(loginPath(c.var.back ?? '/m/'), 303)
  }
  if (error.redirect) return c.redirect(error.redirect, 302)
  return errorPage(c, failureStatus(error), messageOf(error, translator(c.var.ctx.language)))
}

/**
 * The pages' one error path: whatever a page or its upstream call throws ends here, never as a bare crash. An expired
 * session goes to the login page (a form comes back to its page's `back`), a maintenance bulletin is followed, a
 * missing page or a refusal is a page in the user's language with its status, anything else 500.
 */
export function onPageError(error: Error, c: Context<AppEnv>) {
  if (error instanceof HTTPException) return error.getResponse()
  if (!c.var.ctx) return c.text('System unknown error, please report to the administrator', 500)
  try {
    if (error instanceof PageError) return errorPage(c, error.status, translator(c.var.ctx.language)(error.key))
    if (error instanceof UpstreamError) return upstreamFailure(c, error)
    throw error
  } catch {
    console.error('page failed', c.req.path, error)
    return errorPage(c, 500, translator(c.var.ctx.language)('error.server'))
  }
}
