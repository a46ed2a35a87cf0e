import { signal } from '@preact/signals-react'
import { TOAST_SHOWN } from '../protocol'

export const TOAST_TYPES = ['info', 'warning', 'success', 'fail', 'tips'] as const
export const TOAST_SIZES = ['medium', 'small', 'mini'] as const
export type ToastType = (typeof TOAST_TYPES)[number]
export type ToastSize = (typeof TOAST_SIZES)[number]
export const DEFAULT_TOAST_MS = 2000

/** `text` is shown as is; else `key` (an `error.*` catalogue key the host was given); else the type's default text. */
export type Toast = { id: number; type: ToastType; size: ToastSize; text: string | null; key: string | null; duration: number }
export type ToastOptions = { type?: ToastType; size?: ToastSize; text?: string | null; key?: string; duration?: number }

/** Visible toasts (browser only); the toast host island renders them. */
export const toasts = signal<Toast[]>([])
let nextId = 1

/** Shows a toast; an unknown type or size is rejected. */
export function showToast({ type = 'info', size = 'medium', text = null, key, duration = DEFAULT_TOAST_MS }: ToastOptions): Toast {
  if (!TOAST_TYPES.includes(type)) throw new RangeError(`Unknown toast type: ${String(type)}`)
  if (!TOAST_SIZES.includes(size)) throw new RangeError(`Unknown toast size: ${String(size)}`)
  const ms = Number.isFinite(duration) && duration > 0 ? duration : DEFAULT_TOAST_MS
  const toast: Toast = { id: nextId++, type, size, text, key: key ?? null, duration: ms }
  toasts.value = [...toasts.value, toast]
  // The toast host hydrates on this (islands/client.ts); outside a browser (unit tests) there is no window.
  globalThis.dispatchEvent?.(new Event(TOAST_SHOWN))
  setTimeout(() => dismissToast(toast.id), ms)
  return toast
}

export function dismissToast(id: number): void {
  toasts.value = toasts.value.filter((t) => t.id !== id)
}

/** An add to cart made offline (islands/cart-queue.ts): a toast that stays while it waits and a moment after its answer. */
export type QueuedAddLine = { key: string; state: 'waiting' | 'added' | 'refused'; text: string }

export const queuedAdds = signal<QueuedAddLine[]>([])

export function showQueuedAdd(line: QueuedAddLine): void {
  const now = queuedAdds.peek()
  queuedAdds.value = now.some((item) => item.key === line.key) ? now.map((item) => (item.key === line.key ? line : item)) : [...now, line]
  globalThis.dispatchEvent?.(new Event(TOAST_SHOWN))
}

export function dropQueuedAdd(key: string): void {
  queuedAdds.value = queuedAdds.peek().filter((line) => line.key !== key)
}
