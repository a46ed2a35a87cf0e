import type { SharedPage } from './middleware/edge-cache'

/**
 * The pages everyone without a session sees alike, kept in the edge cache (worker/middleware/edge-cache), with the
 * query parameters each reads. A page whose HTML holds anything of the visitor must not be listed; every entry is a
 * GET open to guests (tests/worker/edge-cache.test.ts checks it against the page table).
 */
export const SHARED_PAGES: ReadonlyMap<string, SharedPage> = new Map<string, SharedPage>([
  ['/m/', { query: ['cursor'] }],
  ['/m/categories', {}],
  ['/m/category', { query: ['id', 'sort', 'cursor'] }],
  ['/m/search', { query: ['q', 'sort', 'cursor'] }],
  ['/m/product/info', { query: ['id'] }],
  ['/m/activity/sale', { query: ['session'] }],
  ['/m/activity/pre-sale', {}],
  ['/m/activity/luckyDraw', {}],
  ['/m/activity/awardList', {}],
  ['/m/tmpl/about', {}],
  ['/m/tmpl/document', {}],
  ['/m/tmpl/tome_about', {}],
  ['/m/tmpl/tome_agreement', {}],
  ['/m/matata/matataAgreement', {}],
  ['/m/incentive/activate-rebate', {}],
  ['/m/incentive/order-rebate', {}],
])
