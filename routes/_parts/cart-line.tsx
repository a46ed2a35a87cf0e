import type { CartLine } from '../../contract'
import { ProductPlaceholder } from '../../islands/product-placeholder'
import type { PageKit } from '../../worker/render/page-kit'

/** Lines a phone shows before scrolling: their images come inside the page (the cart inlines them); the rest load lazily. */
export const FIRST_VIEWPORT_LINES = 3

function Problem({ line, kit }: { line: CartLine; kit: PageKit }) {
  const { t, tx, money } = kit
  switch (line.problem) {
    case null:
      return null
    case 'priceChanged':
      return <p className="problem">{tx('cartPage.priceChanged', { price: <span dir="ltr">{money(line.addedPrice)}</span> })}</p>
    default:
      return <p className="problem">{t(`cartPage.${line.problem}`)}</p>
  }
}

/** Which price a line has, when it is not the product's normal price: flash, pre-sale or new-customer. */
export function PriceTag({ line, kit }: { line: CartLine; kit: PageKit }) {
  const key = line.flashItemId !== null ? 'cartPage.flashPrice' : line.presaleItemId !== null ? 'cartPage.presalePrice' : line.specialId !== null ? 'cartPage.newcomerPrice' : null
  return key ? <span className="off">{kit.t(key)}</span> : null
}

/**
 * One cart line and its plain form: include it in the order or not, one more, one less, remove. Every button posts
 * the same form to /m/cart with its `action`; the page comes back at this line.
 */
export function CartLineCard({ line, index, kit }: { line: CartLine; index: number; kit: PageKit }) {
  const { t, tx, money } = kit
  const atLimit = line.flashLimit !== null && line.flashLimit.bought >= line.flashLimit.perBuyer
  const limitId = `limit-${line.id}`
  return (
    <article className="card item" id={`line-${line.id}`} data-line={line.id}>
      {kit.ctx.dataSaver ? (
        <ProductPlaceholder id={line.productId} name={line.name} size={96} label={line.name} />
      ) : (
        <img src={line.image} alt={line.name} width={80} height={80} loading={index < FIRST_VIEWPORT_LINES ? 'eager' : 'lazy'} />
      )}
      <div className="info">
        <h2><a className="link" href={`/m/product/info?id=${line.productId}`}><bdi>{line.name}</bdi></a></h2>
        <div className="prices">
          <span className="price" dir="ltr">{money(line.unitPrice)}</span>
          <PriceTag line={line} kit={kit} />
        </div>
        <Problem line={line} kit={kit} />
        {atLimit ? <p className="muted" id={limitId}>{tx('flash.limit', { limit: line.flashLimit!.perBuyer })}</p> : null}
        <form method="post" action="/m/cart" className="row">
          <input type="hidden" name="lineId" value={line.id} />
          {line.flashItemId !== null ? <input type="hidden" name="flashItemId" value={line.flashItemId} /> : null}
          {line.flashItemId !== null ? <input type="hidden" name="idem" value={crypto.randomUUID()} /> : null}
          <button className="pick" type="submit" name="action" value={line.selected ? 'unselect' : 'select'} aria-pressed={line.selected}>
            <span className="box" aria-hidden="true">{line.selected ? '✓' : ''}</span>
            {t('cartPage.include')}
          </button>
          <span className="qty" role="group" aria-label={t('cartPage.quantity')}>
            <button type="submit" name="action" value="dec" aria-label={t('cartPage.decrease')}>−</button>
            <output dir="ltr">{line.quantity}</output>
            <button type="submit" name="action" value="inc" aria-label={t('cartPage.increase')} disabled={atLimit} aria-describedby={atLimit ? limitId : undefined}>+</button>
          </span>
        </form>
        <form method="post" action="/m/cart" className="row end">
          <input type="hidden" name="lineId" value={line.id} />
          <button className="btn plain" type="submit" name="action" value="remove">{t('cartPage.remove')}</button>
        </form>
      </div>
    </article>
  )
}
