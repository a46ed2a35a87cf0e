import { createMiddleware } from 'hono/factory'
import { UPSTREAM_TIMEOUT_MS } from '../../../contract/common'
import { intConfig } from '../../config'
import type { AppEnv, Bindings } from '../../env'
import { resolveUpstreamBase } from '../../upstream/base'
import { bulletinLookup } from '../../upstream/bulletin-lookup'
import { createUpstream } from '../../upstream/client'

export type UpstreamFetcher = (request: Request, env: Bindings, ctx: ExecutionContext) => Promise<Response>

export type UpstreamOptions = {
  /** Answers in-process when API_BASE is empty: the embedded mall. */
  embedded: UpstreamFetcher
  /** The provider's API; a test stands one in. Default: `fetch`. */
  remote?: UpstreamFetcher
}

/** A guest's answer of a `guestShared` endpoint serves the guests after it for this long; GUEST_ANSWER_MS changes it. */
export const GUEST_ANSWER_MS = 3_000

/** Answers larger than this (4 MiB) are refused rather than relayed; UPSTREAM_MAX_BODY_BYTES changes it. */
export const UPSTREAM_MAX_BODY_BYTES = 4 * 1024 * 1024

/**
 * Puts the request's upstream client on the context: the configured API or the embedded mall, same headers either
 * way. The request's deadline starts here: all its upstream calls together get UPSTREAM_TIMEOUT_MS.
 */
export function upstream({ embedded, remote = (request) => fetch(request) }: UpstreamOptions) {
  return createMiddleware<AppEnv>(async function upstream(c, next) {
    const env = c.env
    const executionCtx = c.executionCtx as unknown as ExecutionContext
    const base = resolveUpstreamBase(env.API_BASE)
    const { ctx } = c.var
    c.set(
      'upstream',
      createUpstream({
        base: 'base' in base ? base.base : null,
        fetcher:
          'error' in base
            ? () => Promise.reject(new Error(base.error))
            : base.base === null
              ? (request) => embedded(request, env, executionCtx)
              : (request) => remote(request, env, executionCtx),
        deadline: Date.now() + intConfig(env.UPSTREAM_TIMEOUT_MS, UPSTREAM_TIMEOUT_MS),
        maxBodyBytes: intConfig(env.UPSTREAM_MAX_BODY_BYTES, UPSTREAM_MAX_BODY_BYTES),
        basicAuth: env.UPSTREAM_BASIC_AUTH || null,
        headers: {
          language: ctx.language,
          countryId: ctx.country.id,
          countryCode: ctx.country.code,
          token: ctx.token,
          appIdentity: ctx.variant.appIdentity,
        },
        bulletinFor: bulletinLookup(env),
        guestAnswerMs: intConfig(env.GUEST_ANSWER_MS, GUEST_ANSWER_MS, { min: 0, max: 60_000 }),
      }),
    )
    await next()
  })
}
