import type { NewcomerOffer, NewcomerSpecial } from '../../contract'
import { ProductPlaceholder } from '../../islands/product-placeholder'
import { loginPath } from '../../islands/return-path'
import { productPath } from '../../islands/product-card'
import type { PageKit } from '../../worker/render/page-kit'

/** Product images in the first viewport load at once; the rest lazily. */
const EAGER_IMAGES = 2

export const SPECIAL_STYLES = '.item h3{margin:0;font-size:15px;font-weight:500}.item h3 a{text-decoration:none}'

const Disabled = ({ label }: { label: string }) => <button className="btn" type="button" disabled>{label}</button>

/**
 * What the shopper can do with a special: buy it (a plain form; a guest logs in first), or why not —
 * sold out, this is the one bought, the account's one special is bought, or the account is not new.
 */
function SpecialAction({ special, offer, action, kit }: { special: NewcomerSpecial; offer: NewcomerOffer; action: string; kit: PageKit }) {
  const { t } = kit
  if (special.id === offer.boughtSpecialId) return <span className="tag">{t('newcomer.bought')}</span>
  if (special.soldOut) return <Disabled label={t('newcomer.soldOut')} />
  if (offer.standing === 'notNew' || offer.boughtSpecialId !== null) return <Disabled label={t('newcomer.buy')} />
  if (offer.standing === 'guest') return <a className="btn" href={loginPath(action)}>{t('newcomer.buy')}</a>
  return (
    <form method="post" action={action}>
      <input type="hidden" name="action" value="special" />
      <input type="hidden" name="specialId" value={special.id} />
      <button className="btn" type="submit">{t('newcomer.buy')}</button>
    </form>
  )
}

/** The new-customer specials: products at a special price, one per new account, each with its plain form. */
export function Specials({ offer, action, kit }: { offer: NewcomerOffer; action: string; kit: PageKit }) {
  const { t, money } = kit
  if (offer.specials.length === 0) return null
  return (
    <section className="stack" aria-labelledby="nc-specials">
      <h2 id="nc-specials">{t('newcomer.specialsTitle')}</h2>
      <p className="muted">{offer.boughtSpecialId !== null ? t('newcomer.specialBought') : t('newcomer.specialsRule')}</p>
      {offer.specials.map((special, index) => (
        <article key={special.id} className="card item" data-special={special.id}>
          {kit.ctx.dataSaver ? (
            <ProductPlaceholder id={special.productId} name={special.name} size={96} label={special.name} />
          ) : (
            <img src={special.image} alt={special.name} width={96} height={96} loading={index < EAGER_IMAGES ? 'eager' : 'lazy'} />
          )}
          <div className="info">
            <h3>
              <a href={productPath(special.productId)}><bdi>{special.name}</bdi></a>
            </h3>
            <div className="prices">
              <span className="price" dir="ltr">{money(special.price)}</span>
              {special.originalPrice > special.price ? <s className="was" dir="ltr">{money(special.originalPrice)}</s> : null}
            </div>
            <div className="row end">
              <SpecialAction special={special} offer={offer} action={action} kit={kit} />
            </div>
          </div>
        </article>
      ))}
    </section>
  )
}
