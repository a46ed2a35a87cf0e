export { mall } from './app'
export { FlashStock } from './flash-stock'
export type { MallBindings } from './env'
