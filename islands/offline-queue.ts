/**
 * Requests waiting on this phone for the connection: an IndexedDB store, one record per request under its
 * Idempotency-Key, so a request sent twice (a replay after a lost answer) still acts once.
 */
export type Queued = { key: string; at: number }

const STORE = 'queue'

export function offlineQueue<T extends Queued>(name: string) {
  function open(): Promise<IDBDatabase> {
    return new Promise((resolve, reject) => {
      const request = indexedDB.open(name, 1)
      request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' })
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
  }

  async function run<R>(mode: IDBTransactionMode, work: (store: IDBObjectStore, done: (value: R) => void) => void): Promise<R> {
    const db = await open()
    try {
      return await new Promise<R>((resolve, reject) => {
        const transaction = db.transaction(STORE, mode)
        let result: R
        work(transaction.objectStore(STORE), (value) => (result = value))
        transaction.oncomplete = () => resolve(result)
        transaction.onerror = transaction.onabort = () => reject(transaction.error)
      })
    } finally {
      db.close()
    }
  }

  return {
    queued: () => run<T[]>('readonly', (store, done) => {
      const all = store.getAll()
      all.onsuccess = () => done((all.result as T[]).sort((a, b) => a.at - b.at))
    }),
    enqueue: (item: T) => run<void>('readwrite', (store) => void store.put(item)),
    dequeue: (key: string) => run<void>('readwrite', (store) => void store.delete(key)),
    /**
     * Reads one record and writes what `change` makes of it (null: leaves it) in one transaction, which IndexedDB
     * runs alone among the pages of this site; resolves with what was written.
     */
    change: (key: string, change: (item: T | undefined) => T | null) =>
      run<T | null>('readwrite', (store, done) => {
        const read = store.get(key)
        read.onsuccess = () => {
          const next = change(read.result as T | undefined)
          if (next) store.put(next)
          done(next)
        }
      }),
  }
}
