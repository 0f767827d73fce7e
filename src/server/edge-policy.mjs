// @ts-check
import { randomFillSync } from 'node:crypto'

import { SESSION_COOKIE } from '../lib/session-cookie.mjs'

/**
 * What the HTTP server (src/server/http-server.mjs) adds to every request and response before and
 * after Next.js: the Content-Security-Policy nonce, the security headers, and who may cache what.
 * Pure rules, unit-tested in edge-policy.test.ts; the design is ADR 016.
 */

/**
 * Pages are rendered once and served from the cache (ADR 010), so Next.js renders its script tags
 * with a placeholder nonce that stays the same for as long as the page cache does; the server swaps it
 * for a fresh random nonce in each response. The placeholder is random and kept only on the server
 * (`.next/csp-nonce-placeholder`): it never appears in anything sent out, so an attacker cannot write
 * a script tag that the swap would bless.
 */
export function createNonce() {
  // 16 random bytes: 22 base64url characters, for the placeholder and each nonce alike, so a swap
  // keeps Content-Length right. Every response asks for one, so the bytes are drawn from the system's
  // generator 256 nonces at a time (one call for 16 bytes cost about 3% of an autosave's CPU); each
  // nonce uses its bytes once.
  if (nonceBytesUsed === nonceBytes.length) {
    randomFillSync(nonceBytes)
    nonceBytesUsed = 0
  }
  nonceBytesUsed += NONCE_BYTES
  return nonceBytes.toString('base64url', nonceBytesUsed - NONCE_BYTES, nonceBytesUsed)
}

const NONCE_BYTES = 16
const nonceBytes = Buffer.alloc(NONCE_BYTES * 256)
let nonceBytesUsed = nonceBytes.length

/** Requests Next.js renders pages for (with the nonce): not the API, not its static files or images. */
export function rendersPages(/** @type {string} */ pathname) {
  return !pathname.startsWith('/api/') && !pathname.startsWith('/_next/static/') && !pathname.startsWith('/_next/image')
}

/** Responses that may carry the placeholder: HTML and React Server Component payloads. */
export function carriesNonce(/** @type {string} */ contentType) {
  return /^\s*text\/(html|x-component)\b/i.test(contentType)
}

/** A path whose %-escapes do not decode to UTF-8 text (`/test/%ff%fe`, `/resource/%ZZ`) names nothing. */
export function isMalformedPath(/** @type {string} */ pathname) {
  try {
    decodeURIComponent(pathname)
    return false
  } catch {
    return true
  }
}

/** Payload's session cookie or an `Authorization` header: the answer may be about this person. */
export function hasCredentials(/** @type {{ cookie?: string, authorization?: string }} */ headers) {
  return (
    Boolean(headers.authorization) || (headers.cookie ?? '').split(';').some((cookie) => cookie.trim().startsWith(`${SESSION_COOKIE}=`))
  )
}

/**
 * Whether a response must never be kept by a shared cache (CDN, proxy): anything that sets a cookie
 * (a cached `Set-Cookie` would be handed to every later visitor), and every API answer, which may be
 * about who asked, except a media file served to a request without credentials (a free file, the
 * same for everyone).
 *
 * @param {{ pathname: string, status: number, hasCredentials: boolean, setsCookie: boolean }} response
 */
export function isPrivateResponse({ pathname, status, hasCredentials, setsCookie }) {
  if (setsCookie) return true
  if (!pathname.startsWith('/api/')) return false
  const isPublicFile = pathname.startsWith('/api/media/file/') && !hasCredentials && status < 400
  return !isPublicFile
}

export const PRIVATE_CACHE_CONTROL = 'private, no-store'

/**
 * The page policy: scripts run only with this response's nonce ('strict-dynamic' lets them load
 * Next.js's chunks); no eval, no inline script. Inline styles stay allowed for React's `style`
 * attributes and the date picker's and toasts' styles. Nothing loads from another origin, the admin
 * included (its JSON fields are shown as text, not in Payload's code editor, which loads from a CDN).
 */
function documentPolicy(
  /** @type {{ nonce: string, isHttps: boolean, paymentOrigin?: string | null }} */ { nonce, isHttps, paymentOrigin },
) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    // With online purchases on, the checkout form goes to the gateway's hosted page (ADR 053).
    paymentOrigin ? `form-action 'self' ${paymentOrigin}` : "form-action 'self'",
    // Staff may frame the site in the admin (preview); no other site may frame it (clickjacking).
    "frame-ancestors 'self'",
    ...(isHttps ? ['upgrade-insecure-requests'] : []),
  ].join('; ')
}

/**
 * Everything else (API answers, media files, scripts, styles): nothing in it may run. A PDF still
 * opens in the browser's viewer; an uploaded SVG opened directly cannot run a script.
 */
const RESOURCE_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'self'"

/**
 * The headers every response gets. HSTS only when the site's address is https (SERVER_URL).
 *
 * @param {{ contentType: string, nonce: string, isHttps: boolean, paymentOrigin?: string | null }} response
 * @returns {Record<string, string>}
 */
export function securityHeaders({ contentType, nonce, isHttps, paymentOrigin = null }) {
  const isDocument = /^\s*text\/html\b/i.test(contentType)
  return {
    'Content-Security-Policy': isDocument ? documentPolicy({ nonce, isHttps, paymentOrigin }) : RESOURCE_POLICY,
    'X-Frame-Options': 'SAMEORIGIN',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'accelerometer=(), autoplay=(), browsing-topics=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()',
    ...(isHttps ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  }
}

/**
 * Replaces every occurrence of `placeholder` in a streamed body, also where one is split across
 * chunks: the end of a chunk that could be the start of a placeholder is held back until the next
 * chunk (or the end) shows whether it is. Anything else passes through at once.
 *
 * @param {string} placeholder
 * @param {string} replacement the same length, so Content-Length stays right
 */
export function createPlaceholderReplacer(placeholder, replacement) {
  const needle = Buffer.from(placeholder)
  const value = Buffer.from(replacement)
  if (needle.length !== value.length || needle.length === 0) throw new Error('The nonce must be as long as its placeholder')
  let held = Buffer.alloc(0)
  return {
    /** The part of `chunk` (after what was held back) that can be sent now. */
    push(/** @type {Buffer} */ chunk) {
      let data = held.length > 0 ? Buffer.concat([held, chunk]) : chunk
      let at = data.indexOf(needle)
      if (at !== -1) {
        data = Buffer.from(data)
        for (; at !== -1; at = data.indexOf(needle, at + needle.length)) value.copy(data, at)
      }
      const keep = partialMatchAtEnd(data, needle)
      held = keep > 0 ? Buffer.from(data.subarray(data.length - keep)) : Buffer.alloc(0)
      return keep > 0 ? data.subarray(0, data.length - keep) : data
    },
    /** What was held back, at the end of the body. */
    flush() {
      const rest = held
      held = Buffer.alloc(0)
      return rest
    },
  }
}

/** The length of the longest end of `data` that is a proper beginning of `needle`. */
function partialMatchAtEnd(/** @type {Buffer} */ data, /** @type {Buffer} */ needle) {
  for (let length = Math.min(needle.length - 1, data.length); length > 0; length--) {
    if (data.compare(needle, 0, length, data.length - length) === 0) return length
  }
  return 0
}

/**
 * The payment gateway's origin the checkout form may post to (ADR 053), or null when purchases are off
 * (without all three Razorpay keys the site keeps "contact us to enrol").
 *
 * @param {Record<string, string | undefined>} env
 * @returns {string | null}
 */
export function paymentGatewayOrigin(env) {
  if (!env.RAZORPAY_KEY_ID || !env.RAZORPAY_KEY_SECRET || !env.RAZORPAY_WEBHOOK_SECRET) return null
  try {
    return new URL(env.RAZORPAY_API_URL ?? 'https://api.razorpay.com').origin
  } catch {
    return null
  }
}
