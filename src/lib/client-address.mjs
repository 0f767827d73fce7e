// @ts-check
import { isIP } from 'node:net'

/**
 * Whose request is this? The rate limits count per client address, so the address must be one a
 * client cannot choose. The HTTP server (src/server/http-server.mjs) works it out once per request from
 * the socket and, only as far as the operator trusts them, the proxies in front (TRUSTED_PROXIES), and
 * replaces X-Forwarded-For with it before Next.js sees the request (ADR 016).
 */

export const TRUSTED_PROXIES_MESSAGE =
  'must be the number of reverse proxies in front of the site, 0 to 5 (0 when clients connect directly)'

/** TRUSTED_PROXIES: unset or empty means none; otherwise a whole number 0–5. `null` when invalid. */
export function parseTrustedProxies(/** @type {string | undefined} */ value) {
  if (value === undefined || value.trim() === '') return 0
  return /^[0-5]$/.test(value.trim()) ? Number(value.trim()) : null
}

/**
 * The client's address. With no trusted proxy it is the socket's peer, whatever the request says.
 * Each trusted proxy appends the address it saw to X-Forwarded-For, so with N of them the client is
 * the N-th entry from the right; entries further left were written by the client and are ignored.
 * A missing or malformed entry falls back to the socket's peer (the nearest proxy): such requests
 * share one count rather than choosing their own.
 *
 * @param {{ forwardedFor: string | undefined, socketAddress: string | undefined, trustedProxies: number }} request
 * @returns {string}
 */
export function resolveClientAddress({ forwardedFor, socketAddress, trustedProxies }) {
  const peer = normaliseAddress(socketAddress) ?? 'unknown'
  if (trustedProxies === 0) return peer
  const chain = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (chain.length === 0) return peer
  return normaliseAddress(chain[Math.max(0, chain.length - trustedProxies)]) ?? peer
}

/** `::ffff:203.0.113.5` (IPv4 on an IPv6 socket) → `203.0.113.5`; anything that is not an IP → null. */
function normaliseAddress(/** @type {string | undefined} */ address) {
  if (!address) return null
  const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address
  return isIP(plain) ? plain : null
}
