import { createMiddleware } from 'hono/factory'
import type { AppEnv, Bindings } from '../../env'
import { bulletinLookup } from '../../upstream/bulletin-lookup'
import { createUpstream } from '../../upstream/client'
import { settingsOf } from '../../settings'

export type UpstreamFetcher = (request: Request, env: Bindings, ctx: ExecutionContext) => Promise<Response>

export type UpstreamOptions = {
  /** Answers in-process when API_BASE is empty: the embedded mall. */
  embedded: UpstreamFetcher
  /** The provider's API; a test stands one in. Default: `fetch`. */
  remote?: UpstreamFetcher
}

/**
 * Puts the request's upstream client on the context: the configured API or the embedded mall, same headers either
 * way. The request's deadline starts here: all its upstream calls together get UPSTREAM_TIMEOUT_MS.
 */
export function upstream({ embedded, remote = (request) => fetch(request) }: UpstreamOptions) {
  return createMiddleware<AppEnv>(async function upstream(c, next) {
    const env = c.env
    const executionCtx = c.executionCtx as unknown as ExecutionContext
    const settings = settingsOf(env)
    const target = settings.API_BASE
    const { ctx } = c.var
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
        },
        bulletinFor: bulletinLookup(env),
        guestAnswerMs: settings.GUEST_ANSWER_MS,
      }),
    )
    await next()
  })
}
