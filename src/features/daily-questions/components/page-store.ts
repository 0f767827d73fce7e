import type { PreparedPage } from './prepare-pages'

/**
 * A handwritten answer's prepared pages kept on this device until they are submitted (ADR 048):
 * IndexedDB, which holds files and outlives a reload, a crash and signing in, one entry per question.
 * Where the browser has no IndexedDB (a private window in some browsers) nothing is kept and the pages
 * live as long as the page does.
 */
const DATABASE = 'pcs-handwritten-answers'
const STORE = 'pages'

function open(): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    try {
      const request = indexedDB.open(DATABASE, 1)
      request.onupgradeneeded = () => request.result.createObjectStore(STORE)
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => resolve(null)
    } catch {
      resolve(null)
    }
  })
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T | null> {
  const database = await open()
  if (!database) return null
  return new Promise((resolve) => {
    const request = work(database.transaction(STORE, mode).objectStore(STORE))
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => resolve(null)
  }).finally(() => database.close()) as Promise<T | null>
}

const isPage = (value: unknown): value is PreparedPage =>
  typeof value === 'object' &&
  value !== null &&
  (value as PreparedPage).blob instanceof Blob &&
  typeof (value as PreparedPage).width === 'number' &&
  typeof (value as PreparedPage).height === 'number'

export const pagesKey = (dailyQuestionId: string) => `qotd:${dailyQuestionId}`

export async function readPages(key: string): Promise<PreparedPage[]> {
  const value = await run<unknown>('readonly', (store) => store.get(key))
  return Array.isArray(value) ? value.filter(isPage) : []
}

/** Keeps `pages` (none: forgets them). */
export async function keepPages(key: string, pages: readonly PreparedPage[]): Promise<void> {
  await run<unknown>('readwrite', (store) => (pages.length === 0 ? store.delete(key) : store.put([...pages], key)) as IDBRequest<unknown>)
}
