import type { Context } from 'hono'
import { HeartForm } from '../../islands/heart-form'
import type { AppEnv } from '../../worker/env'
import type { PageKit } from '../../worker/render/page-kit'

export const heartStyles = '.heart .btn{padding:4px 12px}.heart b{color:var(--bad);font-weight:400}'
/** A card's heart sits on its picture's top corner, at the end of the line. */
export const cardHeartStyles =
  heartStyles + '.pc{position:relative}.pc .heart{position:absolute;inset-block-start:12px;inset-inline-end:12px}.pc .heart .btn{min-inline-size:36px;min-block-size:36px;padding:0;border-radius:50%;font-size:18px;line-height:1}'

/** The product page's heart, beside the brand. */
export function SaveHeart({ productId, saved, back, kit }: { productId: number; saved: boolean; back: string; kit: PageKit }) {
  return <HeartForm productId={productId} saved={saved} back={back} live={kit.ctx.loggedIn} label={kit.t('saved.save')} />
}

/** The products a signed-in shopper saved, for the hearts of a listing's cards; a guest's (or a failed answer): none. */
export function loadSavedIds(c: Context<AppEnv>): Promise<number[]> {
  if (!c.var.ctx.loggedIn) return Promise.resolve([])
  return c.var.upstream.call('savedItems').then((list) => list.items.map((item) => item.id), () => [])
}
