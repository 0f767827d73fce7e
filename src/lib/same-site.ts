/**
 * The one same-site rule for every request that changes something (ADR 015, issue 16): the site's
 * forms, the exam screen's calls and its autosave's session check, Payload's sign-in. Pure, so it is
 * unit-tested; `site-request.server.ts` applies it with the site's origins.
 */

import type { HeaderReader } from './header-reader'

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'] as const

/**
 * The origins the site's own pages have: the configured address, and in demo mode the same port on
 * every loopback name, so a demo opened at http://127.0.0.1:3000 works although SERVER_URL says localhost.
 */
export function siteOrigins({ serverUrl, isDemo }: { serverUrl: string; isDemo: boolean }): string[] {
  const url = new URL(serverUrl)
  const origins = [url.origin]
  if (isDemo) {
    const port = url.port ? `:${url.port}` : ''
    for (const host of LOOPBACK_HOSTS) origins.push(`${url.protocol}//${host}${port}`)
  }
  return [...new Set(origins)]
}

export type SameSiteVerdict = { ok: true } | { ok: false; reason: 'cross-site' | 'foreign-origin' | 'no-browser-headers' }

/**
 * Whether a request comes from one of the site's own pages: each of the two headers a browser sets (a
 * page cannot forge them) must agree when sent, and at least one must be sent.
 * - `Sec-Fetch-Site` (every current browser), when sent, must be `same-origin`: a sibling subdomain
 *   or another port on our host (`same-site`), another site (`cross-site`) or a typed address (`none`)
 *   never posts the site's forms or the exam's calls, which use relative addresses.
 * - `Origin` (sent on every POST, and by older browsers without `Sec-Fetch-Site`), when sent, must be
 *   one of `origins`, even with `same-origin`: a page at an address the site does not list (another
 *   host name pointed at the server, DNS rebinding) is refused here as Payload's cookie rule refuses it,
 *   rather than half working. `null` (a sandboxed frame, a redirect from elsewhere) is never listed.
 * - Neither: refused. Browsers send at least one on every call that changes something, so only a
 *   non-browser client lacks both; it carries no victim's cookie, but an old browser behind a proxy
 *   that strips headers would, and a script can send `Origin` itself. Failing closed costs nothing.
 */
export function checkSameSite(headers: HeaderReader, origins: readonly string[]): SameSiteVerdict {
  const fetchSite = headers.get('sec-fetch-site')
  const origin = headers.get('origin')
  if (fetchSite && fetchSite !== 'same-origin') return { ok: false, reason: 'cross-site' }
  if (origin) return origins.includes(origin) ? { ok: true } : { ok: false, reason: 'foreign-origin' }
  return fetchSite ? { ok: true } : { ok: false, reason: 'no-browser-headers' }
}

/** What a refused request is told: which address the site expects, so a mistyped or old bookmark is easy to fix. */
export const crossSiteMessage = (serverUrl: string) =>
  `This form must be sent from this website, at ${serverUrl}. Open ${serverUrl} and try again.`
