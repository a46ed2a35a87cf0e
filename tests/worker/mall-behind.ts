import { createExecutionContext, env } from 'cloudflare:test'
import { mall } from '../../mall'
import { PROVIDER, type Remote } from './helpers'

/** How a test changes one endpoint's answer: the mall's `data` in, the provider's `data` out. */
export type Patches = Record<string, (data: any) => unknown>

/**
 * A provider's API that is the reference mall behind a rewriter: the answers of the patched paths are the mall's
 * with the test's change (a value the storefront does not know, an instant out of bounds), the rest as they are.
 */
export function mallBehind(patches: Patches = {}): Remote {
  return async (request) => {
    const url = new URL(request.url)
    const answer = await mall.fetch(new Request(request.url.replace(PROVIDER.API_BASE, 'https://mall.test'), request), env, createExecutionContext())
    const patch = patches[url.pathname]
    if (!patch) return answer
    const body = (await answer.json()) as { code: number; data: unknown }
    if (body.code !== 1) return Response.json(body, { status: answer.status })
    return Response.json({ ...body, data: patch(body.data) }, { status: answer.status })
  }
}
