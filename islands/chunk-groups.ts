/**
 * Islands that share a chunk instead of having one each: fewer requests on the pages that always hydrate them
 * together (each request costs a round trip on these networks). `shared`: the cart badge and the toast host, which
 * every page with a cart in its header hydrates, beside the helpers all React islands use; `product`: the product
 * page's gallery and buy form.
 */
export const ISLAND_GROUPS = {
  shared: ['cart-badge', 'toasts'],
  product: ['gallery', 'buy-form'],
} as const

/** Whether `id` (a module path of the build) is the file of one of `islands`. */
export function isIslandOf(islands: readonly string[], id: string): boolean {
  const file = /[\\/]islands[\\/]([\w-]+)\.island\.tsx$/.exec(id)?.[1]
  return file !== undefined && islands.includes(file)
}
