import { offlineQueue } from '../offline-queue'

/** Scans waiting in the page for the connection (islands/offline-queue.ts), one record per scan under its key. */
export type QueuedScan = { key: string; imei: string; at: number }

export const { queued, enqueue, dequeue } = offlineQueue<QueuedScan>('mall-imei')
