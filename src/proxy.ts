import { type NextRequest, NextResponse } from 'next/server'

import { defaultLocale, isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, LOCALE_PARAM, withLocale } from './lib/locale'

/**
 * Keeps the reader's language across pages (ADR 009): an address with `?lang=` remembers the choice
 * in a cookie; an address without one, from a reader who chose Punjabi, is redirected to its
 * `?lang=pa` form, so the address always says what the page shows and can be shared as it is.
 */
export function proxy(request: NextRequest) {
  const requested = request.nextUrl.searchParams.get(LOCALE_PARAM)
  const remembered = request.cookies.get(LOCALE_COOKIE)?.value
  if (isLocale(requested)) {
    const response = NextResponse.next()
    // Only opening an address (a shared link, a bookmark) remembers its language here: the router's
    // background fetches and prefetches are not a reader's choice. The switch itself writes the cookie
    // when clicked (LanguageSwitch).
    if (isDocumentRequest(request) && requested !== (isLocale(remembered) ? remembered : defaultLocale)) {
      response.cookies.set(LOCALE_COOKIE, requested, { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' })
    }
    return response
  }
  if (isLocale(remembered) && remembered !== defaultLocale && request.method === 'GET') {
    const target = request.nextUrl.clone()
    const href = withLocale(`${target.pathname}${target.search}`, remembered)
    return NextResponse.redirect(new URL(href, request.url), 307)
  }
  return NextResponse.next()
}

function isDocumentRequest(request: NextRequest): boolean {
  const destination = request.headers.get('sec-fetch-dest')
  const purpose = `${request.headers.get('sec-purpose') ?? ''} ${request.headers.get('purpose') ?? ''}`
  return (destination === null || destination === 'document') && !/prefetch/i.test(purpose)
}

export const config = {
  // Pages only: not the API, the admin, Next's own files or static files.
  matcher: ['/((?!api|admin|_next|favicon.ico|robots.txt|sitemap.xml|.*\\.[a-z0-9]+$).*)'],
}
