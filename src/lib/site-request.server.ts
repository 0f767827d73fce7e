import 'server-only'

import { NextResponse } from 'next/server'

import { getEnv } from './env'
import type { HeaderReader } from './header-reader'
import { type BodyRead, DEFAULT_BODY_LIMIT_BYTES, readFormBody, readJsonBody } from './request-body'
import { checkSameSite, crossSiteMessage, siteOrigins } from './same-site'

/**
 * The gate of every route handler that changes something (`src/app/api/**`, and the site's flows
 * behind Payload's own auth endpoints): the one same-site rule, then a body read within its cap.
 * Refusals are JSON `{ ok: false, message }`, which every form and the exam screen show as they are.
 */

const noStore = { 'Cache-Control': 'no-store' }

/**
 * A 303 to a path of this site, for a form posted without JavaScript. The Location is a path: behind
 * nginx a node does not know the address the browser used (Next.js builds `request.url` from the
 * node's own host and port), and a redirect to another origin breaks the form that led to it (CSP
 * `form-action 'self'`; ADR 028).
 */
export function seeOther(path: string): NextResponse {
  return new NextResponse(null, { status: 303, headers: { Location: path, ...noStore } })
}

/** Whether a request comes from the site's own pages: the one same-site rule (`same-site.ts`) with the site's origins. */
export function isFromOwnSite(headers: HeaderReader): boolean {
  return checkSameSite(headers, siteOrigins(getEnv())).ok
}

/** Why a request is refused as not coming from the site's own pages (naming the address it expects), or null. */
export function crossSiteRefusal({ headers }: { headers: HeaderReader }): string | null {
  return isFromOwnSite(headers) ? null : crossSiteMessage(getEnv().serverUrl)
}

/** The 403 for a request from elsewhere, or null when the request comes from the site's own pages. */
export function refuseCrossSite(request: Request): NextResponse | null {
  const message = crossSiteRefusal(request)
  return message ? NextResponse.json({ ok: false, message }, { status: 403, headers: noStore }) : null
}

export type SiteBody<T> = { ok: true; value: T } | { ok: false; response: NextResponse }

const toSiteBody = <T>(read: BodyRead<T>): SiteBody<T> =>
  read.ok
    ? read
    : { ok: false, response: NextResponse.json({ ok: false, message: read.message }, { status: read.status, headers: noStore }) }

/** The JSON body, or the 413 to answer when it is over `maxBytes`. */
export async function readSiteJson(request: Request, maxBytes = DEFAULT_BODY_LIMIT_BYTES): Promise<SiteBody<unknown>> {
  return toSiteBody(await readJsonBody(request, maxBytes))
}

/** The form body (a form posted without JavaScript), or the 413. */
export async function readSiteForm(request: Request, maxBytes = DEFAULT_BODY_LIMIT_BYTES): Promise<SiteBody<FormData | null>> {
  return toSiteBody(await readFormBody(request, maxBytes))
}
