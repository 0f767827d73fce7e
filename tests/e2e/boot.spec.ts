import { expect, test } from '@playwright/test'

import { startServer, waitForExit } from '../helpers/server-process'

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
