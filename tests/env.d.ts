import type { MallBindings } from '../mall'
import type { Bindings } from '../worker/env'

declare global {
  namespace Cloudflare {
    interface Env extends Bindings, MallBindings {}
  }
}
