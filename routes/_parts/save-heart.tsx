import type { PageKit } from '../../worker/render/page-kit'

export const heartStyles = '.heart .btn{padding:4px 12px}.heart b{color:var(--bad);font-weight:400}'

/**
 * The heart: a plain form that saves the product, or removes it once saved, then comes back to `back`. A guest's
 * tap goes through the login, which saves it before coming back.
 */
export function SaveHeart({ productId, saved, back, kit }: { productId: number; saved: boolean; back: string; kit: PageKit }) {
  return (
    <form method="post" action="/m/user/saved" className="heart">
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="do" value={saved ? 'remove' : 'save'} />
      <input type="hidden" name="back" value={back} />
      <button className="btn plain" type="submit" aria-pressed={saved}>
        <b aria-hidden="true">{saved ? '♥' : '♡'}</b> {kit.t('saved.save')}
      </button>
    </form>
  )
}
