/** Category slugs; their names are interface texts (`category.<slug>` in locales/catalog). */
export const CATEGORY_SLUGS = ['phones', 'accessories', 'audio', 'wearables', 'computing', 'home', 'fashion', 'beauty'] as const
export type CategorySlug = (typeof CATEGORY_SLUGS)[number]
