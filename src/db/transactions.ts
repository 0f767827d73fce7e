import type { BaseDatabaseAdapter } from 'payload'

/** The parts of Payload's Drizzle adapters (both dialects) that its transactions use. */
type TransactionalAdapter = Pick<BaseDatabaseAdapter, 'beginTransaction' | 'commitTransaction'> & {
  drizzle: { transaction(work: (transaction: unknown) => Promise<void>, config?: unknown): Promise<void> }
  initializing: Promise<void>
  sessions: Record<string, { db: unknown; reject: () => Promise<void>; resolve: () => Promise<void> }>
  transactionOptions: unknown
}

/** A request as Payload's database methods take it: inside a transaction when it names one. */
export type TransactionRequest = { transactionID?: number | string | null | Promise<number | string | null> }

/**
 * The transaction a request names, as Payload keeps it by `transactionID`: `named` when the request
 * names one, and its session while that transaction is open (absent once it has ended).
 */
export async function transactionOf<Session>(
  sessions: Record<string, Session | undefined> | undefined,
  req: TransactionRequest | undefined,
): Promise<{ named: boolean; session?: Session }> {
  const id = await req?.transactionID
  if (id === undefined || id === null) return { named: false }
  return { named: true, session: sessions?.[String(id)] }
}

/** Why a transaction Payload rolled back ended; never reported, only tells a rollback from a failure. */
class RolledBack extends Error {
  override name = 'RolledBack'
}

/**
 * Patch: Payload's `commitTransaction` (@payloadcms/drizzle) ends its transaction promise in a
 * `.catch` and never reports the COMMIT's own failure, so a create or an edit that the database
 * refused at COMMIT (PostgreSQL restarting, a deferred constraint) answered as if it were stored.
 * Here a transaction is Drizzle's own, held open until Payload commits or rolls back, as Payload's
 * is, but a refused COMMIT rejects `commitTransaction`; Payload's operations then fail the request
 * and roll back their other work. `inTransaction` (`./handle.ts`) has the same guarantee. Proved on
 * PostgreSQL by tests/int/database.int.test.ts "fails a Payload write whose COMMIT the database
 * refuses". Upstream: payloadcms/payload#17726.
 */
export function reportRefusedCommits(instance: BaseDatabaseAdapter): void {
  const adapter = instance as unknown as TransactionalAdapter
  adapter.beginTransaction = async function beginTransaction(options) {
    await adapter.initializing
    const session = await new Promise<TransactionalAdapter['sessions'][string]>((ready, failed) => {
      let opened = false
      const done = adapter.drizzle.transaction(
        (db) =>
          new Promise<void>((commit, rollback) => {
            opened = true
            ready({
              db,
              // Resolves when the COMMIT succeeded; rejects with the database's error when it did not.
              resolve: () => (commit(), done),
              // A rollback Payload asked for is not a failure; a failed ROLLBACK leaves nothing stored.
              reject: () => (rollback(new RolledBack()), done.catch(() => undefined)),
            })
          }),
        options || adapter.transactionOptions,
      )
      // The connection failed before the transaction opened; once open, `resolve` reports the end.
      done.catch((error: unknown) => {
        if (!opened) failed(error)
      })
    }).catch((error: unknown) => {
      throw new Error(`Error: cannot begin transaction: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      })
    })
    const id = crypto.randomUUID()
    adapter.sessions[id] = session
    return id
  }

  adapter.commitTransaction = async function commitTransaction(incomingId) {
    const id = await incomingId
    const session = id === null ? undefined : adapter.sessions[id]
    // A transaction that is gone was already rolled back (Payload calls this once per operation).
    if (!session) return
    delete adapter.sessions[id!]
    await session.resolve()
  }
}
