import { useEffect } from 'react'
import { useSignals } from '@preact/signals-react/runtime'
import { fill } from '../locales/fill'
import { CartIcon } from './cart-icon'
import { cartCount, seedCartCount } from './state/cart'

type Props = { count: number | null; texts: Record<string, string> }

export default function CartBadge({ count, texts }: Props) {
  useSignals()
  useEffect(() => seedCartCount(count), [count])
  const shown = cartCount.value ?? count
  return (
    <CartIcon
      count={shown}
      label={texts['header.cart'] ?? ''}
      countLabel={shown ? fill(texts['header.cartCount'] ?? '', { count: shown }) : ''}
    />
  )
}
