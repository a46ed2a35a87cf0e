import { useEffect, type ReactNode } from 'react'

/** Wraps every island on both sides (so `useId` agrees); in the browser, reports when hydration has committed. */
export function Hydrated({ children, onHydrated }: { children?: ReactNode; onHydrated?: () => void }) {
  useEffect(() => onHydrated?.(), [onHydrated])
  return children
}
