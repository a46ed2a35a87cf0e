import { deleteCookie, setCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import type { AppEnv, Bindings } from '../../env'
import { bulletinLookup } from '../../upstream/bulletin-lookup'
import { clientAddressOf } from '../../upstream/client-address'
import { createUpstream } from '../../upstream/client'
import { settingsOf } from '../../settings'
import { BOOKMARK_COOKIE } from '../../context/bookmark'
import { AUTH_COOKIE } from '../../context/session'
import { COOKIE_SCOPE, cookieOptions, DAY_SECONDS } from '../../context/cookies'

export type UpstreamFetcher = (request: Request, env: Bindings, ctx: ExecutionContext) => Promise<Response>

export type UpstreamOptions = {
  /** Answers when API_BASE is empty: the reference mall, through its service binding. */
  embedded: UpstreamFetcher
  /** The provider's API; a test stands one in. Default: `fetch`. */
  remote?: UpstreamFetcher
}

const READS = new Set(['GET', 'HEAD'])

function addressFor(header: string | null, incoming: Headers) {
  const value = header ? clientAddressOf(incoming) : null
  return header && value ? { header, value } : null
}

/**
 * Puts the request's upstream client on the context: the configured API or the embedded mall, same headers either
 * way. The request's deadline starts here: all its upstream calls together get UPSTREAM_TIMEOUT_MS.
 *
 * A write's answer (a form post, an island's call) keeps the newest D1 bookmark the upstream answered with in the
 * HttpOnly `d1_bookmark` cookie, which the shopper's next reads carry back: they see what they wrote. A read never
 * sets it, so no page a cache may keep carries it.
 *
 * A session the upstream refuses is dropped for the rest of the request (the page goes on as a guest's, or logs in
 * again where it needs one) and its cookie is cleared, so the next request is a guest's from the start.
 */
export function upstream({ embedded, remote = (request) => fetch(request) }: UpstreamOptions) {
  return createMiddleware<AppEnv>(async function upstream(c, next) {
    const env = c.env
    const executionCtx = c.executionCtx as unknown as ExecutionContext
    const settings = settingsOf(env)
    const target = settings.API_BASE
    const { ctx } = c.var
    let written: string | null = null
    let sessionRefused = false
    c.set(
      'upstream',
      createUpstream({
        base: target.kind === 'remote' ? target.base : null,
        fetcher:
          target.kind === 'invalid'
            ? () => Promise.reject(new Error(target.reason))
            : target.kind === 'embedded'
              ? (request) => embedded(request, env, executionCtx)
              : (request) => remote(request, env, executionCtx),
        deadline: Date.now() + settings.UPSTREAM_TIMEOUT_MS,
        maxBodyBytes: settings.UPSTREAM_MAX_BODY_BYTES,
        basicAuth: settings.UPSTREAM_BASIC_AUTH,
        headers: {
          language: ctx.language,
          countryId: ctx.country.id,
          countryCode: ctx.country.code,
          token: ctx.token,
          appIdentity: ctx.variant.appIdentity,
          bookmark: ctx.bookmark,
          clientAddress: addressFor(settings.CLIENT_ADDRESS_HEADER, c.req.raw.headers),
        },
        bulletinFor: bulletinLookup(env),
        guestAnswerMs: settings.GUEST_ANSWER_MS,
        // Bookmarks sort as text by time: the greatest is the newest.
        onBookmark: (bookmark) => {
          if (written === null || bookmark > written) written = bookmark
        },
        onSessionRefused: () => {
          sessionRefused = true
          // In place: the page's loaders and its render hold this very object.
          Object.assign(c.var.ctx, { loggedIn: false, token: null })
        },
      }),
    )
    await next()
    if (sessionRefused) deleteCookie(c, AUTH_COOKIE, COOKIE_SCOPE)
    if (written !== null && !READS.has(c.req.method)) setCookie(c, BOOKMARK_COOKIE, written, cookieOptions(DAY_SECONDS, { httpOnly: true }))
  })
}
