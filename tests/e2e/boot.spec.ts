import { expect, test } from '@playwright/test'
import { readdirSync } from 'node:fs'
import pg from 'pg'

import { DEMO_ADMIN_TOTP_SECRET, demoAccounts } from '../../src/seed/content/site'
import { startServer, waitForExit } from '../helpers/server-process'
import { createTestDatabase, dropTestDatabase } from '../helpers/test-database'
import { freshCode } from './second-factor'

test('a malformed DATABASE_URL stops the server at start with one line naming the variable', async () => {
  const server = await startServer({ DATABASE_URL: 'mysql://x' })
  try {
    expect(await waitForExit(server.child, 60_000)).not.toBe(0)
    expect(server.output()).toMatch(/Invalid configuration: DATABASE_URL must be a SQLite file URL .* or a PostgreSQL URL/)
  } finally {
    await server.stop()
  }
})

test('production without PAYLOAD_SECRET refuses to start', async () => {
  const server = await startServer({ DEMO_MODE: 'false', PAYLOAD_SECRET: '' })
  try {
    expect(await waitForExit(server.child, 60_000)).not.toBe(0)
    expect(server.output()).toContain('PAYLOAD_SECRET is required in production')
  } finally {
    await server.stop()
  }
})

test('an unreachable PostgreSQL server makes /api/health answer 503 while the process keeps running', async ({ request }, testInfo) => {
  // The poll below may take its whole 90 s on a loaded machine; the test must outlast it to report what it saw.
  test.setTimeout(120_000)
  // Port 9 (discard) has no PostgreSQL server on it.
  const server = await startServer({ DATABASE_URL: 'postgres://postgres@127.0.0.1:9/pcs' })
  try {
    await expect
      .poll(async () => (await request.get(`${server.baseURL}/api/health`).catch(() => null))?.status(), { timeout: 90_000 })
      .toBe(503)
    const body = await (await request.get(`${server.baseURL}/api/health`)).json()
    expect(body).toMatchObject({ status: 'unavailable', database: 'down' })
    expect(server.child.exitCode).toBeNull()
  } finally {
    // What the server said, for a failure that happens only under load (it once answered 500 throughout).
    await testInfo.attach('server output', { body: server.output(), contentType: 'text/plain' })
    await server.stop()
  }
})

test('two nodes started at the same moment on an empty PostgreSQL database migrate and seed it once, and both serve', async ({
  request,
}, testInfo) => {
  test.skip(!process.env.TEST_DATABASE_URL, 'Set TEST_DATABASE_URL to run the production build on PostgreSQL too (CI does).')
  test.setTimeout(300_000)
  const database = await createTestDatabase(process.env.TEST_DATABASE_URL, '')
  // The nodes of one site share PAYLOAD_SECRET: sessions and the staff's authenticator keys are sealed with it (ADR 052).
  const PAYLOAD_SECRET = 'boot-two-nodes-one-site-secret-0123456789abcdef'
  const nodes = await Promise.all([0, 1].map(() => startServer({ DATABASE_URL: database.url, LOG_LEVEL: 'info', PAYLOAD_SECRET })))
  const client = new pg.Client({ connectionString: database.url })
  try {
    for (const node of nodes) {
      await expect
        .poll(async () => (await request.get(`${node.baseURL}/api/health`).catch(() => null))?.status(), {
          timeout: 240_000,
          intervals: [2_000],
        })
        .toBe(200)
    }
    // One node seeded; the other waited for it, then found the database migrated and no longer empty.
    await expect.poll(() => nodes.filter((node) => node.output().includes('[boot] Seeded')).length, { timeout: 120_000 }).toBe(1)
    expect(nodes.filter((node) => node.output().includes('Another node is migrating or seeding this database')).length).toBe(1)
    for (const node of nodes) expect(node.child.exitCode).toBeNull()

    await client.connect()
    const applied = await client.query<{ name: string; runs: number }>(
      "SELECT name, count(*)::int AS runs FROM payload_migrations WHERE name <> 'dev' GROUP BY name ORDER BY name",
    )
    const committed = readdirSync('src/migrations/postgres')
      .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
      .map((file) => ({ name: file.replace(/\.ts$/, ''), runs: 1 }))
      .sort((a, b) => a.name.localeCompare(b.name))
    expect(committed.length).toBeGreaterThan(0)
    expect(applied.rows).toEqual(committed)
    const admins = await client.query<{ count: number }>('SELECT count(*)::int AS count FROM users WHERE email = $1', [
      demoAccounts.admin.email,
    ])
    expect(admins.rows[0]!.count).toBe(1)

    // Both serve the same content: the demo admin signs in on either.
    for (const node of nodes) {
      const signedIn = await request.post(`${node.baseURL}/api/users/login`, {
        data: {
          email: demoAccounts.admin.email,
          password: demoAccounts.admin.password,
          code: await freshCode(demoAccounts.admin.email, DEMO_ADMIN_TOTP_SECRET),
        },
        headers: { Origin: node.baseURL },
      })
      expect(signedIn.status(), node.baseURL).toBe(200)
    }
  } finally {
    for (const [index, node] of nodes.entries()) {
      await testInfo.attach(`node ${index} output`, { body: node.output(), contentType: 'text/plain' })
    }
    await client.end().catch(() => undefined)
    await Promise.all(nodes.map((node) => node.stop()))
    await dropTestDatabase(database)
  }
})
