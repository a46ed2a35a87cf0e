import type { DrawPrize } from '../../contract'
import type { WheelPrize } from '../../islands/lucky-wheel.island'
import type { PageKit } from '../../worker/render/page-kit'
import type { GiftLook, PrizePicture } from '../../islands/prize-picture'
import { initialsOf, placeholderColour } from '../../islands/product-placeholder'
import { couponValueText, wholePercent } from './coupon-card'

/** A prize in words: "Coupon: ₦500.00 off", "₦200.00 to your wallet", the gift's name, "Thanks for playing". */
export function prizeLabel(prize: DrawPrize, kit: PageKit): string {
  const { t, money } = kit
  switch (prize.kind) {
    case 'coupon':
      return prize.coupon ? t('luckyDraw.couponPrize', { value: couponValueText(prize.coupon, kit) }) : t('luckyDraw.none')
    case 'credit':
      return t('luckyDraw.creditPrize', { amount: `\u2066${money(prize.credit ?? 0)}\u2069` })
    case 'gift':
      return prize.gift?.name ?? ''
    case 'none':
      return t('luckyDraw.none')
  }
}

/** A prize in the few words its wheel segment has room for: "₦500.00 coupon", "Free delivery", "Try again". */
export function shortPrize(prize: DrawPrize, kit: PageKit): { short: string; picture: PrizePicture } {
  const { t, money } = kit
  const coupon = prize.kind === 'coupon' ? prize.coupon : null
  if (coupon?.kind === 'freeDelivery') return { short: t('luckyDraw.shortDelivery'), picture: 'delivery' }
  if (coupon) {
    const amount = coupon.kind === 'percentOff' ? wholePercent(coupon.value, kit) : money(coupon.value)
    return { short: t('luckyDraw.shortCoupon', { amount: `\u2066${amount}\u2069` }), picture: coupon.kind === 'deliveryOff' ? 'delivery' : 'coupon' }
  }
  if (prize.kind === 'credit') return { short: t('luckyDraw.shortCredit', { amount: `\u2066${money(prize.credit ?? 0)}\u2069` }), picture: 'credit' }
  if (prize.kind === 'gift') return { short: t('luckyDraw.shortGift'), picture: 'gift' }
  return { short: t('luckyDraw.shortNone'), picture: 'none' }
}

/** Where a winner finds the prize: the coupons, the wallet; a gift is delivered (a note, no link). */
export function followUpOf(prize: DrawPrize, kit: PageKit): WheelPrize['followUp'] {
  if (prize.kind === 'coupon') return { href: '/m/coupon/mine', text: kit.t('luckyDraw.seeCoupons') }
  if (prize.kind === 'credit') return { href: '/m/wallet/reward', text: kit.t('luckyDraw.seeWallet') }
  return null
}

/** A gift's catalogue image, or its placeholder when the shopper saves data (no product pictures then). */
export function giftLook(prize: DrawPrize, kit: PageKit): GiftLook | null {
  if (!prize.gift) return null
  const { productId, name, image } = prize.gift
  return kit.ctx.dataSaver ? { initials: initialsOf(name), colour: placeholderColour(productId, name) } : { src: image }
}

export const toWheelPrize = (prize: DrawPrize, kit: PageKit): WheelPrize => ({
  id: prize.id, label: prizeLabel(prize, kit), ...shortPrize(prize, kit), gift: giftLook(prize, kit), kind: prize.kind, followUp: followUpOf(prize, kit),
})
