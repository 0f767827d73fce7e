// @ts-check
import http from 'node:http'
import path from 'node:path'

import { parseTrustedProxies, resolveClientAddress, TRUSTED_PROXIES_MESSAGE } from '../lib/client-address.mjs'
import {
  carriesNonce,
  createNonce,
  createPlaceholderReplacer,
  hasCredentials,
  isMalformedPath,
  isPrivateResponse,
  PRIVATE_CACHE_CONTROL,
  rendersPages,
  paymentGatewayOrigin,
  securityHeaders,
} from './edge-policy.mjs'
import { AUTOSAVE_PATH, autosaveHandler, serveAutosave } from './fast-path.mjs'
import { ensureNoncePlaceholder } from './nonce-placeholder.mjs'

/** Longer than the 60 s a proxy such as nginx keeps an idle upstream connection (deploy/nginx/pcs.conf). */
const KEEP_ALIVE_MS = 65_000

/**
 * The production server (`npm start`, `npm run demo`, the browser tests): Next.js's documented
 * custom server, with what `next start` cannot do because route handlers never see the socket
 * (ADR 016). Before Next.js sees a request it replaces X-Forwarded-For with the client's address and
 * gives the page renderer the nonce placeholder; on the way out it adds the security headers, keeps
 * personal answers out of shared caches and swaps the placeholder for a fresh nonce.
 */

/** Requests a server that is shutting down still gets to finish. */
const SHUTDOWN_GRACE_MS = 10_000

/**
 * @param {{ dir?: string, port: number, env?: NodeJS.ProcessEnv }} options
 * @returns {Promise<http.Server>}
 */
export async function startHttpServer({ dir = process.cwd(), port, env = process.env }) {
  const trustedProxies = parseTrustedProxies(env.TRUSTED_PROXIES)
  if (trustedProxies === null) {
    console.error(`Invalid configuration: TRUSTED_PROXIES ${TRUSTED_PROXIES_MESSAGE}`)
    process.exit(1)
  }
  const site = {
    trustedProxies,
    placeholder: ensureNoncePlaceholder(path.join(dir, '.next')),
    isHttps: (env.SERVER_URL ?? '').startsWith('https://'),
    paymentOrigin: paymentGatewayOrigin(env),
  }

  const [{ default: next }, { default: compression }, { releaseCompressionStream }] = await Promise.all([
    import('next'),
    // Next.js's own gzip, applied here after the nonce swap (next.config.ts turns Next.js's off): a
    // body compressed before the swap could not be searched.
    import('next/dist/compiled/compression/index.js'),
    import('next/dist/server/lib/release-compression-stream.js'),
  ])
  const app = next({ dev: false, dir, hostname: 'localhost', port })
  await app.prepare()
  const handle = app.getRequestHandler()
  const compress = compression()

  const server = http.createServer((req, res) => {
    if (isMalformedPath(pathOf(req))) return refuseMalformedPath(res, site)
    prepareRequest(req, site)
    // The autosave, once the app has booted: its own handler without Next.js's router (ADR 029).
    const autosave = req.method === 'POST' ? AUTOSAVE_PATH.exec(pathOf(req)) : null
    const saveAnswers = autosave ? autosaveHandler() : undefined
    if (autosave && saveAnswers) {
      applyResponsePolicy(req, res, site)
      return void serveAutosave(req, res, saveAnswers, /** @type {string} */ (autosave[1])).catch((/** @type {unknown} */ error) =>
        failed(res, error),
      )
    }
    compress(req, res, () => undefined)
    // Like `next start`: a client that leaves mid-response must not leave a zlib stream behind.
    res.once('close', () => {
      if (!res.writableFinished) releaseCompressionStream(res)
    })
    applyResponsePolicy(req, res, site)
    handle(req, res).catch((/** @type {unknown} */ error) => failed(res, error))
  })
  // A proxy keeps idle connections to us open for up to 60 s (nginx's upstream default) and may send
  // on one just as we close it, which a POST answers with a 502. Outlive the proxy instead of Node's 5 s.
  server.keepAliveTimeout = KEEP_ALIVE_MS
  server.headersTimeout = KEEP_ALIVE_MS + 1_000
  await new Promise((resolve) => server.listen(port, () => resolve(undefined)))
  console.info(`Ready on http://localhost:${port}`)
  stopOnSignals(server, () => app.close())
  return server
}

/** @typedef {{ trustedProxies: number, placeholder: string, isHttps: boolean, paymentOrigin: string | null }} Site */

/** A request that threw: 500, or a cut connection when the answer had begun. */
function failed(/** @type {http.ServerResponse} */ res, /** @type {unknown} */ error) {
  console.error(error)
  if (res.headersSent) return res.destroy()
  res.statusCode = 500
  res.end()
}

const pathOf = (/** @type {http.IncomingMessage} */ req) => (req.url ?? '/').split('?', 1)[0] ?? '/'

function refuseMalformedPath(/** @type {http.ServerResponse} */ res, /** @type {Site} */ site) {
  const headers = securityHeaders({
    contentType: 'text/plain',
    nonce: createNonce(),
    isHttps: site.isHttps,
    paymentOrigin: site.paymentOrigin,
  })
  res.writeHead(400, { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': PRIVATE_CACHE_CONTROL })
  res.end('This address is not valid: it contains a malformed %-escape. Check the link and try again.\n')
}

/** What Next.js may believe about the request. */
function prepareRequest(/** @type {http.IncomingMessage} */ req, /** @type {Site} */ site) {
  const { headers } = req
  const forwardedFor = headers['x-forwarded-for']
  headers['x-forwarded-for'] = resolveClientAddress({
    forwardedFor: Array.isArray(forwardedFor) ? forwardedFor.join(', ') : forwardedFor,
    socketAddress: req.socket.remoteAddress,
    trustedProxies: site.trustedProxies,
  })
  if (site.trustedProxies === 0) {
    // Nothing in front of us: the scheme and host the client claims are not a proxy's word either.
    for (const name of ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip', 'forwarded']) delete headers[name]
  }
  // The only nonce Next.js renders with is ours (a request's own would poison the page cache).
  delete headers['content-security-policy']
  delete headers['content-security-policy-report-only']
  if (rendersPages(pathOf(req))) {
    headers['content-security-policy'] = `script-src 'nonce-${site.placeholder}'`
    // Each page response has its own nonce, so a browser's copy can never be revalidated as "the same".
    delete headers['if-none-match']
    delete headers['if-modified-since']
  }
}

/**
 * Decides the response's headers the moment Next.js first writes or sends them (`writeHead`, `write`
 * or `end`, whichever comes first) and, for HTML and RSC payloads, swaps the placeholder in the body
 * as it streams. Installed before Next.js (and outside the compression) so every byte passes through.
 */
function applyResponsePolicy(/** @type {http.IncomingMessage} */ req, /** @type {http.ServerResponse} */ res, /** @type {Site} */ site) {
  const pathname = pathOf(req)
  const credentials = hasCredentials({ cookie: req.headers.cookie, authorization: req.headers.authorization })
  const swapsNonce = rendersPages(pathname)
  /** @type {ReturnType<typeof createPlaceholderReplacer> | null | undefined} undefined until decided */
  let replacer

  const decide = () => {
    if (replacer !== undefined) return replacer
    const contentType = String(res.getHeader('content-type') ?? '')
    const nonce = createNonce()
    for (const [name, value] of Object.entries(
      securityHeaders({ contentType, nonce, isHttps: site.isHttps, paymentOrigin: site.paymentOrigin }),
    ))
      res.setHeader(name, value)
    if (isPrivateResponse({ pathname, status: res.statusCode, hasCredentials: credentials, setsCookie: res.hasHeader('set-cookie') })) {
      res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL)
    }
    replacer = swapsNonce && carriesNonce(contentType) ? createPlaceholderReplacer(site.placeholder, nonce) : null
    if (replacer) res.removeHeader('etag')
    return replacer
  }

  const { writeHead, write, end } = res
  const patched = /** @type {any} */ (res)
  patched.writeHead = function (/** @type {number} */ statusCode, /** @type {any[]} */ ...rest) {
    const headers = typeof rest.at(-1) === 'object' ? rest.pop() : undefined
    res.statusCode = statusCode
    if (Array.isArray(headers)) for (let index = 0; index < headers.length; index += 2) res.setHeader(headers[index], headers[index + 1])
    else if (headers) for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
    decide()
    return writeHead.call(res, statusCode, ...rest)
  }
  patched.write = function (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
    if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined]
    const swap = res.headersSent ? replacer : decide()
    if (!swap) return write.call(res, chunk, encoding, callback)
    const ready = swap.push(toBuffer(chunk, encoding))
    if (ready.length > 0) return write.call(res, ready, callback)
    if (callback) process.nextTick(callback)
    return true
  }
  patched.end = function (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
    if (typeof chunk === 'function') [callback, chunk] = [chunk, undefined]
    else if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined]
    const swap = res.headersSent ? replacer : decide()
    if (!swap) return end.call(res, chunk, encoding, callback)
    const last = chunk == null ? Buffer.alloc(0) : swap.push(toBuffer(chunk, encoding))
    const rest = swap.flush()
    const body = rest.length > 0 ? Buffer.concat([last, rest]) : last
    return body.length > 0 ? end.call(res, body, callback) : end.call(res, callback)
  }
}

/** A chunk as bytes; Next.js streams Uint8Array chunks from web streams, viewed here, not copied. */
function toBuffer(/** @type {any} */ chunk, /** @type {any} */ encoding) {
  if (Buffer.isBuffer(chunk)) return chunk
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
  return Buffer.from(String(chunk), typeof encoding === 'string' ? encoding : 'utf8')
}

/**
 * SIGTERM/SIGINT: stop accepting connections, let requests in flight finish (at most
 * SHUTDOWN_GRACE_MS), then let Next.js finish its `after()` work, and exit.
 */
function stopOnSignals(/** @type {http.Server} */ server, /** @type {() => Promise<void>} */ closeApp) {
  let stopping = false
  const stop = () => {
    if (stopping) return
    stopping = true
    const closed = new Promise((resolve) => server.close(() => resolve(undefined)))
    server.closeIdleConnections()
    const deadline = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS)
    deadline.unref()
    closed
      .then(() => closeApp())
      .catch((error) => console.error(error))
      .finally(() => process.exit(0))
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}
