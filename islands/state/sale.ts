import { signal } from '@preact/signals-react'
import type { FlashStatus } from '../../contract'

/** The phase of the flash session on the page, moved on by its countdown; buttons follow it (browser only). */
export const saleStatus = signal<FlashStatus | null>(null)

export { phaseAt } from './phase'
