import { type NextRequest, NextResponse } from 'next/server'

import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from './i18n/locale'
import { adminSignInHref } from './lib/admin-sign-in'
import { routeByLocale, SESSION_COOKIE } from './lib/locale-routing'

const ADMIN_LOGIN_PATH = '/admin/login'

/**
 * Puts every page under its internal language segment and keeps the reader's language across pages
 * (ADR 009, ADR 010): `/resources?lang=pa` is rendered (and cached) as `/pa/resources`; the few pages
 * that show a signed-in candidate more are rendered for them under `/pa/signed-in/...`.
 */
export function proxy(request: NextRequest) {
  // The admin's sign-in screen is the site's page (ADR 052): one redirect before Payload renders anything.
  if (request.nextUrl.pathname === ADMIN_LOGIN_PATH)
    return NextResponse.redirect(new URL(adminSignInHref(request.nextUrl.searchParams.get('redirect')), request.url), 307)
  const route = routeByLocale({
    pathname: request.nextUrl.pathname,
    search: request.nextUrl.search,
    method: request.method,
    remembered: request.cookies.get(LOCALE_COOKIE)?.value,
    isDocument: isDocumentRequest(request),
    hasSession: request.cookies.has(SESSION_COOKIE),
  })
  if (route.kind === 'redirect') return NextResponse.redirect(new URL(route.href, request.url), 307)

  const target = request.nextUrl.clone()
  target.pathname = route.pathname
  const response = NextResponse.rewrite(target)
  // The switch itself writes the cookie when clicked (LanguageSwitch); opening an address does here.
  if (route.remember) response.cookies.set(LOCALE_COOKIE, route.locale, { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' })
  return response
}

function isDocumentRequest(request: NextRequest): boolean {
  const destination = request.headers.get('sec-fetch-dest')
  const purpose = `${request.headers.get('sec-purpose') ?? ''} ${request.headers.get('purpose') ?? ''}`
  return (destination === null || destination === 'document') && !/prefetch/i.test(purpose)
}

export const config = {
  // Pages only: not the API, the admin (but its sign-in screen), Next's own files or static files.
  matcher: ['/((?!api|admin|_next|favicon.ico|robots.txt|sitemap.xml|.*\\.[a-z0-9]+$).*)', '/admin/login'],
}
