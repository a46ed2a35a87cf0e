/**
 * What a page exports as `shared` when everyone without a session sees it alike, so the edge cache keeps its guest
 * HTML: the query parameters that change it. A page whose HTML holds anything of the visitor declares none.
 */
export type SharedPage = { query?: readonly string[] }
