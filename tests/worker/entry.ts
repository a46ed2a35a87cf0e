import { WorkerEntrypoint } from 'cloudflare:workers'
import { mall, type MallBindings } from '../../mall'

/**
 * The tests' Worker: the storefront as deployed, and beside it, in the same workerd, the reference mall's Worker with
 * its objects. The storefront's MALL binding points at `Mall` (vitest.config.ts), so a request through `SELF` crosses a
 * real service binding, as it does between the two Workers of `npm start`.
 */
export { default, WriteGuard } from '../../worker/index'
export { FlashStock, LuckyDrawPool, PresaleQuota } from '../../mall'

export class Mall extends WorkerEntrypoint<MallBindings> {
  override fetch(request: Request): Promise<Response> {
    return Promise.resolve(mall.fetch(request, this.env, this.ctx))
  }
}
