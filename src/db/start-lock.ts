import pg from 'pg'

/** One lock for every node of one database: `hashtext` turns the name into PostgreSQL's lock key. */
const START_LOCK = 'punjab-pcs: migrate and seed'

/**
 * Nodes that start together on one PostgreSQL database take turns to migrate it and, when it is empty,
 * to seed it: each holds a session-level advisory lock from before it connects Payload (which applies
 * the migrations) until its seed is done. The next node then finds the migrations applied and the
 * database no longer empty. A node that dies while holding the lock loses its session, and with it the
 * lock, so the others never wait on a dead node.
 *
 * The lock lives on a connection of its own, outside Payload's pool: a session lock belongs to the
 * connection that took it. Call the returned function to release it.
 */
export async function holdStartLock(databaseUrl: string, log: (message: string) => void): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 })
  await client.connect()
  // A connection lost while waiting or holding frees the lock on the server; the start goes on.
  client.on('error', () => {})
  const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [START_LOCK])
  if (!rows[0]?.locked) {
    log('[boot] Another node is migrating or seeding this database: waiting for it to finish')
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [START_LOCK])
  }
  // Ending the session releases the lock.
  return () => client.end().catch(() => undefined)
}
