/** What a heart needs: `live` when the shopper is signed in, so a tap may change it in place (islands/heart.ts). */
export type HeartProps = { productId: number; saved: boolean; back: string; live: boolean; label: string; name?: string }

/**
 * The heart: a plain form that saves the product, or removes it once saved, then comes back to `back`; a guest's tap
 * goes through the login, which saves it before coming back. With `name` (on a card) the button is the heart alone,
 * labelled with the product's name.
 */
export function HeartForm({ productId, saved, back, live, label, name }: HeartProps) {
  return (
    <form method="post" action="/m/user/saved" className="heart" data-live={live ? '' : undefined}>
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="do" value={saved ? 'remove' : 'save'} />
      <input type="hidden" name="back" value={back} />
      <button className="btn plain" type="submit" aria-pressed={saved} aria-label={name === undefined ? undefined : `${label}: ${name}`}>
        <b aria-hidden="true">{saved ? '♥' : '♡'}</b>
        {name === undefined ? ` ${label}` : null}
      </button>
    </form>
  )
}
