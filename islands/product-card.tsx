import type { ProductCard } from '../contract'
import type { MessageKey } from '../locales'
import { fill } from '../locales/fill'
import { formatMoney, formatNumber, formatWholePercent, type NumberFormatting } from '../locales/format'
import { HeartForm, type HeartProps } from './heart-form'
import { ProductPlaceholder } from './product-placeholder'

/** The texts a card shows (raw templates, as `pick` gives them). */
export const CARD_KEYS = ['catalog.off', 'catalog.outOfStock'] as const satisfies readonly MessageKey[]

export const productPath = (id: number) => `/m/product/info?id=${id}`

/** The share taken off, in whole percent as the page's language writes it (`25%`, `25 %`); null when there is no saving. */
export function discountText(price: number, originalPrice: number | null, formatting: NumberFormatting): string | null {
  if (originalPrice === null || originalPrice <= price || originalPrice <= 0) return null
  const percent = Math.round((1 - price / originalPrice) * 100)
  return percent > 0 ? formatWholePercent(percent, formatting) : null
}

type CardProps = {
  card: ProductCard
  formatting: NumberFormatting
  texts: Record<string, string>
  /** `high`: the page's largest image, fetched first; `eager`: in the first viewport; else loaded when near. */
  image?: 'high' | 'eager' | 'lazy'
  /** The shopper saves data: the picture's placeholder instead of the picture. */
  saveData?: boolean
  /** The card's heart (listings of a signed-in shopper show their saved ones filled). */
  heart?: Omit<HeartProps, 'productId' | 'name'>
}

/** A product in a list, linking to its page. The one card of every listing, on the server and in islands. */
export function ProductCardView({ card, formatting, texts, image = 'lazy', saveData = false, heart }: CardProps) {
  const off = discountText(card.price, card.originalPrice, formatting)
  return (
    <li className="pc" data-goods-id={card.id}>
      <a href={productPath(card.id)}>
        {saveData ? <ProductPlaceholder id={card.id} name={card.name} size={160} label="" /> : <img
          src={card.image}
          alt=""
          width={160}
          height={160}
          loading={image === 'lazy' ? 'lazy' : undefined}
          fetchPriority={image === 'high' ? 'high' : undefined}
          decoding="async"
        />}
        <span className="pn">
          <bdi>{card.name}</bdi>
        </span>
        <span className="prices">
          <b className="price" dir="ltr">{formatMoney(card.price, formatting)}</b>
          {off ? <span className="off" dir="ltr">{fill(texts['catalog.off'] ?? '', { discount: off })}</span> : null}
        </span>
        {card.originalPrice !== null && off ? <s className="was" dir="ltr">{formatMoney(card.originalPrice, formatting)}</s> : null}
        {card.inStock ? (
          card.ratingCount > 0 ? (
            <span className="rt">
              <span aria-hidden="true">★ </span>
              <bdi>{`${formatNumber(card.rating, 1, formatting)} (${formatNumber(card.ratingCount, 0, formatting)})`}</bdi>
            </span>
          ) : null
        ) : (
          <span className="so">{texts['catalog.outOfStock']}</span>
        )}
      </a>
      {heart ? <HeartForm {...heart} productId={card.id} name={card.name} /> : null}
    </li>
  )
}

/** Hearts on a grid's cards: the products already saved, and what each heart needs besides. */
export type GridHearts = { saved: readonly number[] } & Omit<HeartProps, 'productId' | 'name' | 'saved'>

type GridProps = { items: ProductCard[]; formatting: NumberFormatting; texts: Record<string, string>; eager?: number; saveData?: boolean; hearts?: GridHearts }

/** A list of cards; the first `eager` images load at once, the first of them before anything else. */
export function ProductGrid({ items, formatting, texts, eager = 0, saveData = false, hearts }: GridProps) {
  return (
    <ul className="grid">
      {items.map((card, index) => (
        <ProductCardView key={card.id} card={card} formatting={formatting} texts={texts} image={index >= eager ? 'lazy' : index === 0 ? 'high' : 'eager'} saveData={saveData}
          heart={hearts ? { saved: hearts.saved.includes(card.id), back: hearts.back, live: hearts.live, label: hearts.label } : undefined}
        />
      ))}
    </ul>
  )
}
