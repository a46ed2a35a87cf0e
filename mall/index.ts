export { mall } from './app'
export { FlashStock } from './flash-sale/flash-stock.do'
export { runScheduledJobs } from './core/scheduled'
export type { MallBindings } from './core/env'
