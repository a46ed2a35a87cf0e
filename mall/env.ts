import type { User } from '../worker/upstream/contract'
import type { FlashStock } from './flash-stock'

/** The bindings the mall uses (a subset of the worker's). */
export type MallBindings = {
  DB: D1Database
  FLASH_STOCK: DurableObjectNamespace<FlashStock>
}

export type MallEnv = { Bindings: MallBindings; Variables: { user: User } }
