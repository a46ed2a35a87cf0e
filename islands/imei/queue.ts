/**
 * Scans waiting in the page for the connection: an IndexedDB store on this phone, one record per scan under its
 * Idempotency-Key, so a scan sent twice (a replay after a lost answer) is still claimed once.
 */
export type QueuedScan = { key: string; imei: string; at: number }

const DB_NAME = 'mall-imei'
const STORE = 'queue'

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' })
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open()
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = work(db.transaction(STORE, mode).objectStore(STORE))
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
  } finally {
    db.close()
  }
}

export const queued = async () => (await run<QueuedScan[]>('readonly', (store) => store.getAll() as IDBRequest<QueuedScan[]>)).sort((a, b) => a.at - b.at)
export const enqueue = (scan: QueuedScan) => run('readwrite', (store) => store.put(scan))
export const dequeue = (key: string) => run('readwrite', (store) => store.delete(key))
