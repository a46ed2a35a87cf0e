/** A page for one visitor: no cache on the way may keep it (the offline pages' own storage keeps it by session). */
export const PERSONAL_POLICY = 'private, no-store'
/**
 * A shared guest page: the worker's edge cache keeps the copies (`x-cache`, `Age`); an answer varies by the market,
 * language and app cookies and carries fresh form keys, so no cache after it may answer without asking again.
 */
export const SHARED_POLICY = 'no-cache'
