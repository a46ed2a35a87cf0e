import type { Context } from 'hono'
import type { ListingFacets } from '../../contract'
import { formatNumber } from '../../locales/format'
import type { AppEnv } from '../../worker/env'
import { formattingOf } from '../../worker/render/listing'
import type { PageKit } from '../../worker/render/page-kit'

/** A listing's filters as its address holds them: `brand`, `min`, `max` (major units), `rating`, `inStock=1`, `flash=1`. */
export type ListingFilters = { brand?: string; min?: number; max?: number; rating?: number; inStock?: true; flash?: true }

/** The filters' parameter names, for the pages' declared query (and the edge cache's key). */
export const FILTER_PARAMS = ['brand', 'min', 'max', 'rating', 'inStock', 'flash'] as const

const RATING_OFFERED = 4
const BRAND_LENGTH = 40

function priceOf(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined
  const value = Number(text.replace(',', '.'))
  return Number.isFinite(value) && value >= 0 && value <= 1e12 ? value : undefined
}

/** The filters of the request; a value out of shape is left out (the listing without it), never an error page. */
export function readFilters(c: Context<AppEnv>): ListingFilters {
  const brand = c.req.query('brand')?.trim().slice(0, BRAND_LENGTH)
  let min = priceOf(c.req.query('min'))
  let max = priceOf(c.req.query('max'))
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min]
  const rating = Number(c.req.query('rating'))
  return {
    ...(brand ? { brand } : {}),
    ...(min !== undefined ? { min } : {}),
    ...(max !== undefined ? { max } : {}),
    ...(Number.isInteger(rating) && rating >= 1 && rating <= 5 ? { rating } : {}),
    ...(c.req.query('inStock') === '1' ? { inStock: true as const } : {}),
    ...(c.req.query('flash') === '1' ? { flash: true as const } : {}),
  }
}

/** The filters as query parameters, in one order, so one listing has one address. */
export function filterParams(filters: ListingFilters): [string, string][] {
  const params: [string, string][] = []
  if (filters.brand) params.push(['brand', filters.brand])
  if (filters.min !== undefined) params.push(['min', String(filters.min)])
  if (filters.max !== undefined) params.push(['max', String(filters.max)])
  if (filters.rating !== undefined) params.push(['rating', String(filters.rating)])
  if (filters.inStock) params.push(['inStock', '1'])
  if (filters.flash) params.push(['flash', '1'])
  return params
}

const countOf = (filters: ListingFilters) => filterParams(filters).length - (filters.min !== undefined && filters.max !== undefined ? 1 : 0)

/** "24 results" (or "more than 10,000"), as the mall counted the matches of every filter. */
export function ResultCount({ kit, facets }: { kit: PageKit; facets: ListingFacets }) {
  const count = formatNumber(facets.total, 0, formattingOf(kit))
  return <p className="rc" role="status">{facets.more ? kit.tx('filters.countMore', { count }) : kit.tx('filters.count', { count })}</p>
}

/** One chip per chosen filter, each a link to the listing without it. */
export function FilterChips({ kit, filters, without }: { kit: PageKit; filters: ListingFilters; without: (filters: ListingFilters) => string }) {
  const formatting = formattingOf(kit)
  const price = (value: number) => kit.money(value)
  const chips: { label: string; rest: ListingFilters }[] = []
  const { brand, min, max, rating, inStock, flash } = filters
  if (brand) chips.push({ label: brand, rest: { ...filters, brand: undefined } })
  if (min !== undefined || max !== undefined) {
    const label = min !== undefined && max !== undefined
      ? kit.t('filters.priceRange', { min: price(min), max: price(max) })
      : min !== undefined ? kit.t('filters.priceFrom', { price: price(min) }) : kit.t('filters.priceTo', { price: price(max!) })
    chips.push({ label, rest: { ...filters, min: undefined, max: undefined } })
  }
  if (rating !== undefined) chips.push({ label: kit.t('filters.ratingAtLeast', { stars: formatNumber(rating, 0, formatting) }), rest: { ...filters, rating: undefined } })
  if (inStock) chips.push({ label: kit.t('filters.inStock'), rest: { ...filters, inStock: undefined } })
  if (flash) chips.push({ label: kit.t('filters.flash'), rest: { ...filters, flash: undefined } })
  if (chips.length === 0) return null
  return (
    <ul className="chips">
      {chips.map((chip) => (
        <li key={chip.label}>
          <a href={without(chip.rest)} aria-label={kit.t('filters.remove', { filter: chip.label })}>
            <bdi>{chip.label}</bdi> <span aria-hidden="true">×</span>
          </a>
        </li>
      ))}
      {chips.length > 1 ? <li><a className="clr" href={without({})}>{kit.t('filters.clear')}</a></li> : null}
    </ul>
  )
}

/**
 * The filters as one GET form (so they work without JavaScript), folded behind "Filters": the brands with their
 * counts, a price range in the market's currency, and stars, stock and flash sale with what each would leave.
 * `keep` are the listing's own parameters (words or category, sort), sent along unchanged.
 */
export function FilterPanel({ kit, action, keep, filters, facets }: { kit: PageKit; action: string; keep: [string, string][]; filters: ListingFilters; facets: ListingFacets }) {
  const { t } = kit
  const formatting = formattingOf(kit)
  const count = (value: number) => formatNumber(value, 0, formatting)
  const chosen = countOf(filters)
  const currency = formatting.currencySymbol.trim() || kit.ctx.country.info?.currencyCode || ''
  const brands = filters.brand && !facets.brands.some((brand) => brand.name === filters.brand) ? [{ name: filters.brand, count: 0 }, ...facets.brands] : facets.brands
  return (
    <details className="flt">
      <summary>{chosen > 0 ? t('filters.titleCount', { count: count(chosen) }) : t('filters.title')}</summary>
      <form method="get" action={action}>
        {keep.map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
        <label>
          {t('filters.brand')}
          <select name="brand" defaultValue={filters.brand ?? ''}>
            <option value="">{t('filters.anyBrand')}</option>
            {brands.map((brand) => <option key={brand.name} value={brand.name}>{`${brand.name} (${count(brand.count)})`}</option>)}
          </select>
        </label>
        <div className="range">
          <label>
            {t('filters.minPrice', { currency })}
            <input type="number" name="min" min={0} step="any" inputMode="decimal" defaultValue={filters.min} placeholder={facets.price ? String(Math.floor(facets.price.min)) : undefined} />
          </label>
          <label>
            {t('filters.maxPrice', { currency })}
            <input type="number" name="max" min={0} step="any" inputMode="decimal" defaultValue={filters.max} placeholder={facets.price ? String(Math.ceil(facets.price.max)) : undefined} />
          </label>
        </div>
        <label className="chk">
          <input type="checkbox" name="rating" value={RATING_OFFERED} defaultChecked={filters.rating !== undefined} />
          {t('filters.ratingAtLeast', { stars: count(RATING_OFFERED) })} <bdi>({count(facets.rating4)})</bdi>
        </label>
        <label className="chk">
          <input type="checkbox" name="inStock" value="1" defaultChecked={!!filters.inStock} />
          {t('filters.inStock')} <bdi>({count(facets.inStock)})</bdi>
        </label>
        <label className="chk">
          <input type="checkbox" name="flash" value="1" defaultChecked={!!filters.flash} />
          {t('filters.flash')} <bdi>({count(facets.flash)})</bdi>
        </label>
        <button className="btn wide" type="submit">{t('filters.apply')}</button>
      </form>
    </details>
  )
}

export const filterStyles = '.rc{margin:0 0 8px;color:var(--muted);font-size:14px}.flt{margin:0 0 10px;background:#fff;border-radius:10px}.flt summary{padding:10px 12px;cursor:pointer;font-weight:600}.flt form{display:flex;flex-direction:column;gap:10px;padding:0 12px 12px}.flt label{display:flex;flex-direction:column;gap:4px;font-size:14px}.flt .chk{flex-direction:row;align-items:center;gap:8px}.flt .chk input{inline-size:22px;block-size:22px}.range{display:grid;grid-template-columns:1fr 1fr;gap:8px}.range input{min-inline-size:0}.chips{list-style:none;margin:0 0 10px;padding:0;display:flex;flex-wrap:wrap;gap:6px}.chips a{display:inline-block;padding:6px 10px;border-radius:16px;background:#fff;border:1px solid var(--brand);text-decoration:none;font-size:13px}.chips .clr{border-color:transparent;color:var(--muted)}'
