// @ts-check

/**
 * The exam screen's autosave answered by the site's HTTP server without Next.js's router (ADR 029).
 * The app registers the route's own handler when it boots (src/boot.ts); the server hands it Node's
 * parsed headers and the body it read, and writes its status, JSON and cookie back (ADR 064): same
 * checks, same use-case, same answers, without the routing, the request context, and the web
 * `Request` and `Response` made and read back around them.
 */

/** `POST /api/attempts/<id>/answers`. */
export const AUTOSAVE_PATH = /^\/api\/attempts\/(\d+)\/answers$/

const KEY = Symbol.for('pcs.autosave')

/** @typedef {{ status: number, json: string, setCookie?: string }} AutosaveReply */
/** @typedef {(headers: import('node:http').IncomingHttpHeaders, body: Uint8Array, attemptId: string) => Promise<AutosaveReply>} AutosaveHandler */

/** Called once by the app at boot with the route's handler. */
export function registerAutosave(/** @type {AutosaveHandler} */ handler) {
  ;/** @type {Record<symbol, AutosaveHandler | undefined>} */ (/** @type {unknown} */ (globalThis))[KEY] = handler
}

/** The registered handler, or undefined before the app has booted (Next.js's route answers then). */
export function autosaveHandler() {
  return /** @type {Record<symbol, AutosaveHandler | undefined>} */ (/** @type {unknown} */ (globalThis))[KEY]
}

/**
 * Whatever a body holds beyond this is not read: the handler refuses anything over its own (much
 * smaller) cap with its 413, from the part that was read.
 */
const READ_AT_MOST = 1024 * 1024 + 1

/**
 * Answers one autosave through the registered handler.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {AutosaveHandler} handler
 * @param {string} attemptId
 */
export async function serveAutosave(req, res, handler, attemptId) {
  const body = await readAtMost(req, READ_AT_MOST)
  const reply = await handler(req.headers, body, attemptId)
  const json = Buffer.from(reply.json)
  res.statusCode = reply.status
  res.setHeader('Content-Type', 'application/json')
  res.setHeader('Cache-Control', 'no-store')
  if (reply.setCookie) res.setHeader('Set-Cookie', reply.setCookie)
  res.setHeader('Content-Length', json.length)
  res.end(json)
}

/** The request's body, or its first `limit` bytes; the rest is left unread. */
function readAtMost(/** @type {import('node:http').IncomingMessage} */ req, /** @type {number} */ limit) {
  return /** @type {Promise<Buffer>} */ (
    new Promise((resolve, reject) => {
      /** @type {Buffer[]} */
      const chunks = []
      let size = 0
      const done = () => {
        req.off('data', onData)
        req.off('end', done)
        req.off('error', reject)
        resolve(Buffer.concat(chunks, Math.min(size, limit)))
      }
      const onData = (/** @type {Buffer} */ chunk) => {
        chunks.push(chunk)
        size += chunk.length
        if (size >= limit) {
          req.pause()
          done()
        }
      }
      req.on('data', onData)
      req.on('end', done)
      req.on('error', reject)
    })
  )
}
