import type { Category } from '../../contract'
import type { PageKit } from '../../worker/render/page-kit'
import { categoryName } from './open-names'

/**
 * Every category of the market as a grid of links, under a heading (home, and a search that found nothing). The
 * icons are decoration (the name is the link's text), so a shopper who saves data gets the names alone.
 */
export function CategoryGrid({ categories, kit }: { categories: Category[]; kit: PageKit }) {
  return (
    <>
      <h2>{kit.t('catalog.categories')}</h2>
      <ul className="cats">
        {categories.map((category) => (
          <li key={category.id}>
            <a href={`/m/category?id=${category.id}`}>
              {kit.ctx.dataSaver ? null : <img src={category.icon} alt="" width={40} height={40} loading="lazy" />}
              {categoryName(category, kit.t)}
            </a>
          </li>
        ))}
      </ul>
    </>
  )
}
