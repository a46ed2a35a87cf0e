import type { Context } from 'hono'
import type { ProductCard, Sort } from '../../contract'
import { CARD_KEYS, ProductGrid } from '../../islands/product-card'
import { pick } from '../../locales'
import { DEFAULT_FORMATTING, numbersAsInEnglish, type NumberFormatting } from '../../locales/format'
import type { AppEnv } from '../env'
import { inlineFirstImages } from './inline-image'
import type { PageKit } from './page-kit'

/** The search box: a plain GET form to /m/search, so it works without JavaScript. */
export function SearchForm({ kit, query = '' }: { kit: Pick<PageKit, 't'>; query?: string }) {
  const { t } = kit
  return (
    <form className="search" role="search" method="get" action="/m/search">
      <label className="sr-only" htmlFor="q">{t('catalog.search')}</label>
      <input id="q" type="search" name="q" defaultValue={query} placeholder={t('catalog.searchPlaceholder')} maxLength={100} enterKeyHint="search" autoComplete="off" />
      <button className="btn" type="submit">{t('catalog.searchButton')}</button>
    </form>
  )
}

const SORT_LABELS = {
  relevance: 'catalog.sortRelevance',
  newest: 'catalog.sortNewest',
  priceAsc: 'catalog.sortPriceAsc',
  priceDesc: 'catalog.sortPriceDesc',
} as const

/** The sorts as links (`href(sort)` keeps the rest of the listing's query). */
export function SortLinks({ kit, sorts, current, href }: { kit: PageKit; sorts: readonly Sort[]; current: Sort; href: (sort: Sort) => string }) {
  return (
    <nav className="sorts" aria-label={kit.t('catalog.sortBy')}>
      {sorts.map((sort) => (
        <a key={sort} href={href(sort)} aria-current={sort === current ? 'page' : undefined}>
          {kit.t(SORT_LABELS[sort])}
        </a>
      ))}
    </nav>
  )
}

/** The market's number formatting (only what formatting needs), as the cards and the islands format prices with it. */
export function formattingOf(kit: PageKit): NumberFormatting {
  const { digitGroupingSymbol, decimalPointCharacter, currencySymbol, currencyScale, currencySymbolPosition, currencySymbolSpacing } =
    kit.ctx.country.info ?? DEFAULT_FORMATTING
  const formatting: NumberFormatting = { digitGroupingSymbol, decimalPointCharacter, currencySymbol, currencyScale }
  if (!numbersAsInEnglish(kit.locale)) formatting.locale = kit.locale
  if (currencySymbolPosition === 'after') formatting.currencySymbolPosition = currencySymbolPosition
  if (currencySymbolSpacing) formatting.currencySymbolSpacing = currencySymbolSpacing
  return formatting
}

/** Cards a phone shows before scrolling on a listing (two rows of two at 360×740 and at 412×823). */
export const FIRST_VIEWPORT_CARDS = 4

/** The cards of a listing with the first viewport's pictures inside the page, so they paint with it. */
export function withFirstViewportImages(c: Context<AppEnv>, items: ProductCard[], count = FIRST_VIEWPORT_CARDS): Promise<ProductCard[]> {
  return inlineFirstImages(c, items, count)
}

/** A page of product cards; the first `eager` images load at once (inlined by `withFirstViewportImages`), the rest when near. */
export function ProductList({ kit, items, eager = FIRST_VIEWPORT_CARDS, hearts }: { kit: PageKit; items: ProductCard[]; eager?: number; hearts?: { saved: readonly number[]; back: string } }) {
  return (
    <ProductGrid
      items={items}
      formatting={formattingOf(kit)}
      texts={pick(kit.ctx.language, CARD_KEYS)}
      eager={eager}
      saveData={kit.ctx.dataSaver}
      hearts={hearts ? { ...hearts, live: kit.ctx.loggedIn, label: kit.t('saved.save') } : undefined}
    />
  )
}

/** The plain link to the next page of a listing. */
export function NextPageLink({ kit, href }: { kit: PageKit; href: string }) {
  return (
    <a className="btn wide" href={href} rel="next">
      {kit.t('catalog.nextPage')}
    </a>
  )
}
