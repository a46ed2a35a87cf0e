import { useEffect } from 'react'
import { useSignals } from '@preact/signals-react/runtime'
import type { MessageKey } from '../locales'
import { fill } from '../locales/fill'
import { CartIcon } from './cart-icon'
import { cartCount, seedCartCount } from './state/cart'
import { resumeQueuedAdds } from './resume-queued-adds'

type Props = { count: number | null; texts: Record<string, string> }

export const CART_BADGE_KEYS = ['header.cart', 'header.cartCount', 'queuedAdd.waiting', 'queuedAdd.added', 'queuedAdd.refused'] as const satisfies readonly MessageKey[]

export default function CartBadge({ count, texts }: Props) {
  useSignals()
  useEffect(() => seedCartCount(count), [count])
  useEffect(() => resumeQueuedAdds(texts), [])
  const shown = cartCount.value ?? count
  return (
    <CartIcon
      count={shown}
      label={texts['header.cart'] ?? ''}
      countLabel={shown ? fill(texts['header.cartCount'] ?? '', { count: shown }) : ''}
    />
  )
}

declare module './registry' {
  interface Islands {
    'cart-badge': { component: typeof CartBadge; texts: typeof CART_BADGE_KEYS }
  }
}
