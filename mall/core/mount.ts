import { type Context, Hono, type MiddlewareHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { validator } from 'hono/validator'
import type { z } from 'zod'
import type { Endpoint, User } from '../../contract'
import { requireRole, requireUser } from './auth'
import type { MallEnv, UserEnv } from './env'
import { invalidInput } from './errors'
import { limitBody } from './handlers'
import { idempotencyKey } from './idempotent-write'

type Nothing = Record<never, never>

/** What a handler is given, and only what its entry declares: an entry without a body gives no `body`. */
export type EndpointInput<E extends Endpoint> =
  (E extends { signed: true } ? Nothing : E extends { body: infer S extends z.ZodType } ? { body: z.output<S> } : Nothing) &
  (E extends { query: infer S extends z.ZodType } ? { query: z.output<S> } : Nothing) &
  (E extends { idempotent: true } ? { key: string | null } : Nothing) &
  (E extends { auth: true } ? { user: User } : Nothing)

export type EndpointContext<E extends Endpoint> = Context<E extends { auth: true } ? MallEnv & UserEnv : MallEnv>

export type EndpointHandler<E extends Endpoint> = (c: EndpointContext<E>, input: EndpointInput<E>) => Response | Promise<Response>

/** Every entry mounted so far, in order. */
export const mountedEndpoints: Endpoint[] = []

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data']

const isForm = (c: Context) => FORM_TYPES.includes(c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '')

const checkedBy = (schema: z.ZodType) => (value: unknown) => {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw invalidInput()
  return parsed.data
}

/** Hono's validator of a JSON body or of a plain form post; a body it cannot read is invalid input too. */
function validateBody(schema: z.ZodType): MiddlewareHandler<MallEnv> {
  const json: MiddlewareHandler = validator('json', checkedBy(schema))
  const form: MiddlewareHandler = validator('form', checkedBy(schema))
  return async function validateBody(c, next) {
    try {
      await (isForm(c) ? form : json)(c as Context, async () => {})
    } catch (error) {
      throw error instanceof HTTPException ? invalidInput() : error
    }
    await next()
  }
}

/**
 * Who may call: a role's own users, any logged-in user, or any caller `requireCaller` let in. A signed entry has no
 * caller credential (its router is mounted before `requireCaller`): the signature of its raw body is checked by its
 * handler, so its body is only limited here, never parsed before that.
 */
function guardOf(entry: Endpoint): MiddlewareHandler<MallEnv>[] {
  if (entry.signed) return [limitBody]
  if (entry.role) return [requireRole(entry.role) as MiddlewareHandler<MallEnv>]
  return entry.auth ? [requireUser as MiddlewareHandler<MallEnv>] : []
}

function inputOf(entry: Endpoint, c: Context<MallEnv>): Record<string, unknown> {
  const input: Record<string, unknown> = {}
  if (entry.body && !entry.signed) input.body = c.req.valid(isForm(c) ? ('form' as never) : ('json' as never))
  if (entry.query) input.query = c.req.valid('query' as never)
  if (entry.idempotent) input.key = idempotencyKey(c.req.header('idempotency-key'))
  if (entry.auth) input.user = c.get('user')
  return input
}

/**
 * Mounts a contract entry on `app`: its method and path, who may call it, its body and query checked by Hono's
 * validator against the entry's schemas (anything else answers `invalidInput`), and its Idempotency-Key read where
 * the entry is keyed. The handler gets the checked input, typed by the entry.
 */
export function mountEndpoint<E extends Endpoint>(app: Hono<MallEnv>, entry: E, handler: EndpointHandler<E>): void {
  const steps = guardOf(entry)
  if (entry.body && !entry.signed) steps.push(validateBody(entry.body))
  if (entry.query) steps.push(validator('query', checkedBy(entry.query)))
  const serve: MiddlewareHandler<MallEnv> = async (c) => handler(c as unknown as EndpointContext<E>, inputOf(entry, c) as EndpointInput<E>)
  app.on(entry.method, entry.path, ...([...steps, serve] as [MiddlewareHandler<MallEnv>]))
  mountedEndpoints.push(entry)
}

/** A router of contract entries: `new EndpointRoutes().endpoint(endpoints.cart, (c, { user }) => …)`. */
export class EndpointRoutes extends Hono<MallEnv> {
  endpoint<E extends Endpoint>(entry: E, handler: EndpointHandler<E>): this {
    mountEndpoint(this, entry, handler)
    return this
  }
}
