import { type APIRequestContext, type APIResponse, expect, test } from '@playwright/test'
import { spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { makePdf } from '../../../src/seed/pdf'
import { startServer, type ServerProcess, waitForExit } from '../../helpers/server-process'
import { createTestDatabase, dropTestDatabase, type TestDatabase } from '../../helpers/test-database'
import { account, signInToApi } from '../accounts'
import { withProof } from '../proof-of-work'
import { setUpAppOverHttp } from '../second-factor'

/**
 * Issue 14, the HTTP edge: client addresses (item 4), security headers and the CSP nonce (9),
 * Cache-Control on personal answers (10), the first administrator (15), malformed requests (16), the
 * language cookie on cached pages (17) and absolute URLs from the running SERVER_URL (18). Against the
 * production build behind the site's HTTP server; servers configured otherwise are started here.
 */

const productionSecret = 'edge-spec-production-secret-0123456789abcdef'
const setupToken = 'edge-spec-setup-token-0123456789'
const operator = { name: 'Site Operator', email: 'operator@pcs.example.test', password: 'Operator#Setup2026' }

// A made-up address per run (shared address space), so no other test or earlier run shares its count.
const octet = () => Math.floor(Math.random() * 250) + 1
const madeUpAddress = () => `100.${64 + Math.floor(Math.random() * 60)}.${octet()}.${octet()}`

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? ''
const nonceOf = (response: APIResponse) =>
  /'nonce-([^']+)'/.exec(directive(response.headers()['content-security-policy'] ?? '', 'script-src'))?.[1]
/** The nonce on every script tag that runs (JSON-LD data blocks need none). */
const scriptNonces = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>/g)]
    .map(([, attributes]) => attributes!)
    .filter((attributes) => !/type="application\/ld\+json"/.test(attributes))
    .map((attributes) => /nonce="([^"]*)"/.exec(attributes)?.[1])

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers()
  const policy = headers['content-security-policy'] ?? ''
  expect(policy, `Content-Security-Policy on ${response.url()}`).not.toBe('')
  expect(policy).not.toContain('unsafe-eval')
  expect(directive(policy, 'script-src')).not.toContain('unsafe-inline')
  expect(headers['x-frame-options']).toBe('SAMEORIGIN')
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy']).toContain('camera=()')
}

/** A page's policy runs only scripts with this response's nonce, and every script tag Next.js wrote carries it. */
async function expectNonceOnEveryScript(response: APIResponse) {
  const nonce = nonceOf(response)
  expect(nonce, `a nonce in ${response.url()}'s script-src`).toMatch(/^[A-Za-z0-9_-]{22}$/)
  expect(directive(response.headers()['content-security-policy']!, 'script-src')).toContain("'strict-dynamic'")
  const nonces = scriptNonces(await response.text())
  expect(nonces.length).toBeGreaterThan(0)
  expect(new Set(nonces)).toEqual(new Set([nonce]))
  return nonce!
}

const isPrivate = (response: APIResponse) => response.headers()['cache-control'] === 'private, no-store'

async function expectClearError(response: APIResponse, status: number) {
  expect(response.status(), response.url()).toBe(status)
  const text = await response.text()
  expect(text).not.toMatch(/An unknown error occurred|Something went wrong|Internal Server Error/)
  expect(text.length).toBeGreaterThan(10)
  return text
}

/** Waits for the started server to answer its health check; if it never does, the error carries what the server printed. */
async function waitUntilHealthy(request: APIRequestContext, server: ServerProcess) {
  try {
    await expect
      .poll(async () => (await request.get(`${server.baseURL}/api/health`).catch(() => null))?.status(), { timeout: 150_000 })
      .toBe(200)
  } catch (error) {
    throw new Error(`${(error as Error).message}\nThe server printed (last 4,000 characters):\n${server.output().slice(-4000)}`)
  }
}

/** `npm run create-admin` with the account in the environment, against the server's database. */
function runCreateAdmin(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    let output = ''
    const child = spawn('npm', ['run', '--silent', 'create-admin'], {
      // Only what the command needs: the test runner's own environment (its loaders) stays out.
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        ADMIN_NAME: operator.name,
        ADMIN_EMAIL: operator.email,
        ADMIN_PASSWORD: operator.password,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) => resolve({ code, output }))
  })
}

const asJson = (data: unknown) => ({ headers: { 'Content-Type': 'application/json' }, data: JSON.stringify(data) })

test.describe('item 4: per-address limits count an address the client cannot choose', () => {
  test('behind one trusted proxy each forwarded address has its own count, and what the client wrote before it is ignored', async ({
    request,
    baseURL,
  }) => {
    const [address, neighbour] = [madeUpAddress(), madeUpAddress()]
    const ask = async (forwardedFor: string) =>
      request.post('/api/auth/forgotten-password', {
        headers: { 'X-Forwarded-For': forwardedFor, Origin: baseURL!, 'Sec-Fetch-Site': 'same-origin' },
        data: await withProof(request, { email: 'nobody@e2e.test' }),
      })
    for (let count = 1; count <= 5; count++) expect((await ask(address)).status()).not.toBe(429)
    // A client prepending another address does not become someone else: the proxy's entry is the last.
    expect((await ask(`${madeUpAddress()}, ${address}`)).status()).toBe(429)
    expect((await ask(neighbour)).status()).not.toBe(429)
  })
})

test.describe('the main server', () => {
  test('item 9: a page, the admin, a media file and an API answer carry the security headers, without HSTS over http', async ({
    request,
  }) => {
    const page = await request.get('/')
    expectSecurityHeaders(page)
    await expectNonceOnEveryScript(page)
    expect(page.headers()['strict-transport-security']).toBeUndefined()

    // The admin's sign-in screen is the site's page now (ADR 052): one of the admin's own public screens.
    const admin = await request.get('/admin/unauthorized')
    expect(admin.status()).toBe(200)
    expectSecurityHeaders(admin)
    await expectNonceOnEveryScript(admin)

    const { docs } = await (await request.get('/api/media?where[availability][equals]=free&limit=1&depth=0')).json()
    const file = await request.get(new URL(docs[0].url).pathname)
    expect(file.status()).toBe(200)
    expectSecurityHeaders(file)
    expect(file.headers()['content-security-policy']).toMatch(/^default-src 'none'/)

    const api = await request.get('/api/health')
    expectSecurityHeaders(api)
    expect(api.headers()['content-security-policy']).toMatch(/^default-src 'none'/)
  })

  test('item 9: a cached page gets a fresh nonce in every response, and the placeholder it was cached with is never sent', async ({
    request,
  }) => {
    // The server's secret: what the pages in Next.js's cache carry instead of a nonce.
    const placeholder = readFileSync(path.join(process.cwd(), '.next', 'csp-nonce-placeholder'), 'utf8')
    expect(placeholder).toMatch(/^[A-Za-z0-9_-]{22}$/)
    await request.get('/resources')
    const first = await request.get('/resources')
    const second = await request.get('/resources', { headers: { 'If-None-Match': first.headers()['etag'] ?? '"x"' } })
    // Served from the cache: HIT, or STALE when the page's revalidation time ran out between the two.
    expect(['HIT', 'STALE']).toContain(second.headers()['x-nextjs-cache'])
    expect(second.status()).toBe(200)
    expect(first.headers()['etag']).toBeUndefined()
    const [one, two] = [await expectNonceOnEveryScript(first), await expectNonceOnEveryScript(second)]
    expect(one).not.toBe(two)
    for (const response of [first, second]) expect(await response.text()).not.toContain(placeholder)

    // The payload the router fetches on client-side navigation, and a gzipped copy.
    const payload = await request.get('/resources', { headers: { RSC: '1', 'Accept-Encoding': 'gzip' } })
    expect(payload.headers()['content-type']).toContain('text/x-component')
    expect(await payload.text()).not.toContain(placeholder)
    const zipped = await request.get('/faqs', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(zipped.headers()['content-encoding']).toBe('gzip')
    expect(await zipped.text()).not.toContain(placeholder)
    await expectNonceOnEveryScript(zipped)
  })

  test("item 9: a request's own Content-Security-Policy header cannot choose the nonce a page is rendered (and cached) with", async ({
    request,
  }) => {
    const forged = await request.get('/success-stories', {
      headers: { 'Content-Security-Policy': "script-src 'nonce-chosenbyattacker000000'" },
    })
    expect(await forged.text()).not.toContain('chosenbyattacker')
    await expectNonceOnEveryScript(forged)
    await expectNonceOnEveryScript(await request.get('/success-stories'))
  })

  test('item 10: answers about who asks are private, no-store; a paid file served to an enrolled candidate too; a free file to a visitor stays cacheable', async ({
    request,
    playwright,
    baseURL,
  }, testInfo) => {
    const { headers: staff } = await signInToApi(request, account(testInfo, 'edge-cache-editor'), baseURL!)
    const { docs: products } = await (
      await request.get('/api/products?where[slug][equals]=punjab-gk-complete-notes&depth=0', { headers: staff })
    ).json()
    const filename = `edge-paid-${Date.now()}.pdf`
    const uploaded = await request.post('/api/media', {
      headers: staff,
      multipart: {
        file: {
          name: filename,
          mimeType: 'application/pdf',
          buffer: makePdf('Cache check', ['A paid file must never be kept by a shared cache.']),
        },
        _payload: JSON.stringify({ alt: 'Cache check', availability: 'paid', products: [products[0].id] }),
      },
    })
    expect(uploaded.ok()).toBe(true)
    const paidFile = new URL((await uploaded.json()).doc.url).pathname

    const candidate = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { Origin: baseURL!, 'Sec-Fetch-Site': 'same-origin' },
    })
    expect((await candidate.post('/api/auth/sign-in', { data: account(testInfo, 'edge-cache') })).status()).toBe(200)
    const me = await candidate.get('/api/users/me')
    const enrolment = await request.post('/api/enrolments', {
      headers: staff,
      data: {
        user: (await me.json()).user.id,
        product: products[0].id,
        validUntil: new Date(Date.now() + 86_400_000).toISOString(),
        note: 'E2E cache check',
      },
    })
    expect(enrolment.ok()).toBe(true)

    for (const address of [
      '/api/users/me',
      '/api/attempts',
      '/api/enrolments',
      '/api/topics?limit=1',
      '/api/session',
      '/api/daily-quizzes',
    ]) {
      const response = await candidate.get(address, { maxRedirects: 0 })
      expect(isPrivate(response), `Cache-Control of ${address}: ${response.headers()['cache-control']}`).toBe(true)
    }
    const served = await candidate.get(paidFile)
    expect(served.status()).toBe(200)
    expect(isPrivate(served)).toBe(true)
    // The JWT as a header counts as credentials too.
    expect(isPrivate(await request.get('/api/users/me', { headers: staff }))).toBe(true)
    await candidate.dispose()

    const visitor = await playwright.request.newContext({ baseURL })
    const { docs } = await (await visitor.get('/api/media?where[availability][equals]=free&limit=1&depth=0')).json()
    const freeFile = await visitor.get(new URL(docs[0].url).pathname)
    expect(freeFile.status()).toBe(200)
    expect(freeFile.headers()['cache-control'] ?? '').not.toMatch(/private|no-store/)
    expect(isPrivate(await visitor.get(paidFile))).toBe(true)
    await visitor.dispose()
  })

  test('item 16: malformed requests answer 400 or 404 with a message, never 500 (SQLite)', async ({
    request,
    playwright,
    baseURL,
  }, testInfo) => {
    const { user, headers: staff } = await signInToApi(request, account(testInfo, 'edge-cache-editor'), baseURL!)
    await expectMalformedRequestsRefused(request, '', staff, user.id)
    const visitor = await playwright.request.newContext({ baseURL })
    for (const address of ['/test/%ff%fe', '/resource/%ZZ', '/api/media/file/%ZZ', '/admin/%ff']) {
      expect(await expectClearError(await visitor.get(address), 400)).toContain('malformed')
    }
    await visitor.dispose()
  })

  test('item 17: only an uncached answer sets the language cookie, and a real visit to ?lang=pa is still remembered', async ({
    playwright,
    baseURL,
  }) => {
    const reader = await playwright.request.newContext({ baseURL })
    const first = await reader.get('/resources?lang=pa')
    expect(first.headers()['set-cookie']).toMatch(/^pcs-lang=pa;/)
    expect(isPrivate(first)).toBe(true)
    const again = await reader.get('/resources?lang=pa')
    expect(again.headers()['set-cookie']).toBeUndefined()
    expect(again.headers()['cache-control']).toContain('s-maxage=')
    const remembered = await reader.get('/resources', { maxRedirects: 0 })
    expect(remembered.status()).toBe(307)
    expect(remembered.headers()['location']).toBe('/resources?lang=pa')
    await reader.dispose()
  })
})

/** The issue's five 500s and more of their kind, as `base` (the server's address; '' for the main one). */
async function expectMalformedRequestsRefused(
  request: APIRequestContext,
  base: string,
  staff: Record<string, string>,
  ownId: number | string,
) {
  const at = (address: string) => `${base}${address}`
  await expectClearError(await request.get(at('/api/users/versions'), { headers: staff }), 404)
  await expectClearError(await request.get(at('/api/users/versions/1'), { headers: staff }), 404)
  await expectClearError(await request.post(at('/api/users/verify/abc')), 404)
  const plain = await request.patch(at(`/api/users/${ownId}`), {
    headers: { ...staff, 'Content-Type': 'text/plain' },
    data: 'name=Someone',
  })
  expect(await expectClearError(plain, 400)).toContain('application/json')
  for (const body of ['null', '"x"', '1', '[1]']) {
    expect(
      await expectClearError(
        await request.patch(at(`/api/users/${ownId}`), { headers: { ...staff, 'Content-Type': 'application/json' }, data: body }),
        400,
      ),
    ).toContain('JSON object')
  }
  expect(
    await expectClearError(
      await request.post(at('/api/topics'), { headers: { ...staff, 'Content-Type': 'application/json' }, data: '{bad' }),
      400,
    ),
  ).toContain('JSON')
  await expectClearError(
    await request.post(at('/api/globals/navigation'), { headers: { ...staff, 'Content-Type': 'text/plain' }, data: 'x' }),
    400,
  )
  for (const address of [
    '/api/topics/abc',
    '/api/topics/0',
    '/api/topics/99999999999',
    '/api/attempts/abc',
    '/api/topics/versions/abc',
    '/api/globals/syllabus/versions/abc',
  ]) {
    await expectClearError(await request.get(at(address), { headers: staff }), 404)
  }
  await expectClearError(await request.delete(at('/api/topics/abc'), { headers: staff }), 404)
  for (const query of [
    'where=abc',
    'where[title][near]=1',
    'where[createdAt][equals]=abc',
    'where[id][in]=abc',
    'where[products][in]=abc',
  ]) {
    await expectClearError(await request.get(at(`/api/topics?${query}`), { headers: staff }), 400)
  }
  await expectClearError(await request.get(at('/api/nothing-here')), 404)
  for (const query of ['depth=999', 'limit=-1', 'page=abc', 'sort=nope']) {
    expect((await request.get(at(`/api/topics?${query}`), { headers: staff })).status()).toBe(200)
  }
}

test.describe('a server whose SERVER_URL is https and that trusts no proxy', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 })
  const siteUrl = 'https://pcs.example.test'
  let server: ServerProcess

  test.beforeAll(async ({ request }) => {
    // A hook keeps the project's 60 s unless told: a fresh server seeds the demo database first (71 s in CI under load).
    test.setTimeout(200_000)
    server = await startServer({ SERVER_URL: siteUrl })
    await waitUntilHealthy(request, server)
  })
  test.afterAll(async () => server?.stop())

  test('item 4: a client rotating X-Forwarded-For is still counted by its own address', async ({ request }) => {
    const ask = async () =>
      request.post(`${server.baseURL}/api/auth/forgotten-password`, {
        headers: { 'X-Forwarded-For': madeUpAddress(), Origin: siteUrl, 'Sec-Fetch-Site': 'same-origin' },
        data: await withProof(request, { email: 'nobody@e2e.test' }, server.baseURL),
      })
    for (let count = 1; count <= 5; count++) expect((await ask()).status()).not.toBe(429)
    const limited = await ask()
    expect(limited.status()).toBe(429)
    expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0)
  })

  test('item 9: HSTS on pages, files and API answers', async ({ request }) => {
    for (const address of ['/', '/api/health', '/robots.txt']) {
      const response = await request.get(`${server.baseURL}${address}`)
      expect(response.headers()['strict-transport-security'], address).toMatch(/^max-age=\d{8}/)
      expectSecurityHeaders(response)
    }
  })

  test("item 18: robots.txt, the sitemap, canonical and OpenGraph addresses and JSON-LD use the running server's SERVER_URL, not the build machine's", async ({
    request,
  }) => {
    const robots = await (await request.get(`${server.baseURL}/robots.txt`)).text()
    expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`)
    expect(robots).not.toMatch(/localhost/)
    const sitemap = await (await request.get(`${server.baseURL}/sitemap.xml`)).text()
    expect(sitemap).toContain(`<loc>${siteUrl}/resources</loc>`)
    expect(sitemap).not.toMatch(/localhost/)
    const product = await (await request.get(`${server.baseURL}/products/punjab-gk-complete-notes?lang=pa`)).text()
    expect(product).toContain(`<link rel="canonical" href="${siteUrl}/products/punjab-gk-complete-notes?lang=pa"/>`)
    expect(product).toContain(`<meta property="og:url" content="${siteUrl}/products/punjab-gk-complete-notes?lang=pa"/>`)
    expect(product).toContain(`"url":"${siteUrl}/products/punjab-gk-complete-notes?lang=pa"`)
    expect(product).not.toMatch(/localhost:\d+/)
  })

  test('SIGTERM lets the e-mail a request queued with after() go out, then the server exits 0', async ({ request }) => {
    // Sign-up sends its welcome e-mail after the response.
    const email = `sigterm-${Date.now()}@e2e.test`
    const signedUp = await request.post(`${server.baseURL}/api/auth/sign-up`, {
      headers: { Origin: siteUrl, 'Sec-Fetch-Site': 'same-origin' },
      data: await withProof(
        request,
        { name: 'Signal Test', email, mobile: '9876501234', password: 'Sigterm#Check2026', terms: true },
        server.baseURL,
      ),
    })
    expect(signedUp.status()).toBe(200)
    server.child.kill('SIGTERM')
    expect(await waitForExit(server.child, 30_000)).toBe(0)
    expect(readdirSync(path.join(server.dataDir, 'outbox')).some((name) => name.endsWith(`${email}.eml`))).toBe(true)
  })
})

test.describe('a production database without demo mode', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 })

  test('item 15: first-register is closed, and `npm run create-admin` makes the first administrator (SQLite)', async ({ request }) => {
    const server = await startServer({ DEMO_MODE: 'false', PAYLOAD_SECRET: productionSecret, AUTO_SEED: 'false' })
    const { dataDir } = server
    try {
      await waitUntilHealthy(request, server)
      expect(await (await request.get(`${server.baseURL}/api/users/init`)).json()).toEqual({ initialized: false })
      const attempt = await request.post(
        `${server.baseURL}/api/users/first-register`,
        asJson({ ...operator, email: 'intruder@example.test', role: 'admin' }),
      )
      expect(attempt.status()).toBe(403)
      expect(await attempt.text()).toContain('npm run create-admin')
      expect(await (await request.get(`${server.baseURL}/api/users/init`)).json()).toEqual({ initialized: false })

      const weak = await runCreateAdmin({ DATA_DIR: dataDir, PAYLOAD_SECRET: productionSecret, ADMIN_PASSWORD: 'password' })
      expect(weak.code, weak.output).toBe(1)
      expect(weak.output).toContain('This password is too common')
      const created = await runCreateAdmin({ DATA_DIR: dataDir, PAYLOAD_SECRET: productionSecret })
      expect(created.code, created.output).toBe(0)
      // The new administrator's password is right, and their first sign-in sets up their app (ADR 052).
      const login = await request.post(`${server.baseURL}/api/auth/sign-in`, {
        data: { email: operator.email, password: operator.password },
        headers: { Origin: server.baseURL, 'Sec-Fetch-Site': 'same-origin' },
      })
      expect(await login.json()).toEqual({ ok: true, secondStep: 'enrol' })
      const script = await request.post(`${server.baseURL}/api/users/login`, {
        data: { email: operator.email, password: operator.password },
        headers: { Origin: server.baseURL },
      })
      expect(script.status()).toBe(403)
      expect(await script.text()).toContain('Staff accounts set up two-step sign-in before anything else')
    } finally {
      await server.stop()
    }
  })

  test('item 15 and 16 on PostgreSQL: first-register needs SETUP_TOKEN, create-admin works, malformed requests are refused', async ({
    request,
  }) => {
    const database: TestDatabase = await createTestDatabase('postgres://postgres@127.0.0.1:5432/test', tmpdir())
    const server = await startServer({
      DEMO_MODE: 'false',
      PAYLOAD_SECRET: productionSecret,
      AUTO_SEED: 'false',
      DATABASE_URL: database.url,
      SETUP_TOKEN: setupToken,
    })
    try {
      await waitUntilHealthy(request, server)
      const register = (extra: Record<string, unknown>) =>
        request.post(`${server.baseURL}/api/users/first-register`, asJson({ ...operator, role: 'admin', ...extra }))
      expect(await (await register({})).text()).toContain('setup token is not correct')
      expect((await register({ setupToken: 'not-the-token-0123456789' })).status()).toBe(403)
      const registered = await register({ setupToken })
      expect(registered.status()).toBe(200)
      const answer = await registered.json()
      const { user } = answer
      expect(user.role).toBe('admin')
      expect(user.setupToken).toBeUndefined()
      // No session for the password alone (ADR 052): the first sign-in sets up the app, then it opens.
      expect(answer.token).toBeUndefined()
      expect(registered.headers()['set-cookie'] ?? '').not.toContain('payload-token=')
      const { token } = await setUpAppOverHttp(request, server.baseURL, operator)

      await expectMalformedRequestsRefused(request, server.baseURL, { Authorization: `JWT ${token}` }, user.id)

      const second = await runCreateAdmin({
        DATABASE_URL: database.url,
        PAYLOAD_SECRET: productionSecret,
        ADMIN_EMAIL: 'second.admin@pcs.example.test',
      })
      expect(second.code, second.output).toBe(0)
      const login = await request.post(`${server.baseURL}/api/auth/sign-in`, {
        data: { email: 'second.admin@pcs.example.test', password: operator.password },
        headers: { Origin: server.baseURL, 'Sec-Fetch-Site': 'same-origin' },
      })
      expect(await login.json()).toEqual({ ok: true, secondStep: 'enrol' })
    } finally {
      await server.stop()
      await dropTestDatabase(database)
    }
  })
})
