/**
 * The one same-site rule for every request that changes something (ADR 015): the site's forms, the
 * exam screen's calls, Payload's sign-in. Pure, so it is unit-tested; `site-request.server.ts` applies it.
 */

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
 * Whether a request comes from one of the site's own pages.
 * - `Sec-Fetch-Site` (every current browser) decides when present: only `same-origin` passes; a
 *   sibling subdomain (`same-site`) or a typed address (`none`) never posts the site's forms.
 * - Otherwise `Origin` (older browsers send it on every POST) must be one of `origins`.
 * - Neither: refused. Browsers always send one of them on a POST, so only a non-browser client lacks
 *   both; it carries no victim's cookie, but an old browser behind a proxy that strips headers would,
 *   and a script can send `Origin` itself. Failing closed costs nothing legitimate.
 */
export function checkSameSite(headers: Headers, origins: readonly string[]): SameSiteVerdict {
  const fetchSite = headers.get('sec-fetch-site')
  if (fetchSite) return fetchSite === 'same-origin' ? { ok: true } : { ok: false, reason: 'cross-site' }
  const origin = headers.get('origin')
  if (origin) return origins.includes(origin) ? { ok: true } : { ok: false, reason: 'foreign-origin' }
  return { ok: false, reason: 'no-browser-headers' }
}

/** What a refused request is told: which address the site expects, so a mistyped or old bookmark is easy to fix. */
export const crossSiteMessage = (serverUrl: string) => `This form must be sent from this website, at ${serverUrl}. Open ${serverUrl} and try again.`
