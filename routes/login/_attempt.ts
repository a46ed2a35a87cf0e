import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ErrorKey } from '../../contract'
import type { AppEnv } from '../../worker/env'
import { pageFailure } from '../../worker/render/failure'
import { UpstreamError } from '../../worker/upstream/client'

export type Attempt<T> =
  | { ok: true; value: T }
  | { ok: false; message: string; status: ContentfulStatusCode; key: ErrorKey | undefined }
  | { ok: false; response: Response }

/**
 * One upstream call of a login screen: its value, or what the screen shows instead (the message in the shopper's
 * language, its status and its catalogue key), or a response to send as it is (a maintenance bulletin).
 */
export async function attempt<T>(c: Context<AppEnv>, back: string, call: () => Promise<T>): Promise<Attempt<T>> {
  try {
    return { ok: true, value: await call() }
  } catch (error) {
    const failure = pageFailure(c, error, { back })
    if ('response' in failure) return { ok: false, response: failure.response }
    return { ok: false, message: failure.message, status: failure.status, key: error instanceof UpstreamError ? error.key : undefined }
  }
}
