import { defaultLocale, isLocale, type Locale, LOCALE_PARAM, withLocale } from '@/i18n/locale'

import { patternSource, routeList } from './links'

/** What the proxy does with a page request (ADR 010). */
export type LocaleRoute = { kind: 'rewrite'; pathname: string; locale: Locale; remember: boolean } | { kind: 'redirect'; href: string }

type PageRequest = {
  pathname: string
  search: string
  method: string
  /** The `lang` cookie: the reader's last choice. */
  remembered: string | undefined
  /** Opened as a document (a link, a bookmark), not the router's background fetch or a prefetch. */
  isDocument: boolean
  /** The request carries a session cookie (checked properly by the page; this only picks the variant). */
  hasSession: boolean
}

export { SESSION_COOKIE } from './session-cookie.mjs'

/**
 * Pages that show more to a signed-in candidate (paid notes and files for the enrolled, the contact
 * form filled in, their tests' states and scores, their Question of the Day answers, their daily
 * quizzes and streak). A visitor gets the cached page; a request with a session gets the same page
 * rendered for its reader, under the internal `signed-in` segment (ADR 010). The route table marks them.
 */
const pagesWithSignedInView = routeList.filter((page) => page.hasSignedInView).map((page) => new RegExp(`^${patternSource(page.pattern)}$`))
const SIGNED_IN_SEGMENT = '/signed-in'

/**
 * Every page is rendered under an internal language segment (`/pa/resources` for
 * `/resources?lang=pa`), so each language of a page is one cache entry and pages need no search
 * parameters to know their language. An address without `lang` from a reader who chose Punjabi is
 * redirected to its `?lang=pa` form, so the address always says what the page shows.
 */
export function routeByLocale({ pathname, search, method, remembered, isDocument, hasSession }: PageRequest): LocaleRoute {
  const requested = new URLSearchParams(search).get(LOCALE_PARAM)
  const rememberedLocale = isLocale(remembered) ? remembered : defaultLocale
  const view = pageView(pathname, hasSession)
  if (isLocale(requested)) {
    // Only opening an address remembers its language: background fetches are not a reader's choice.
    return {
      kind: 'rewrite',
      pathname: internalPath(view, requested),
      locale: requested,
      remember: isDocument && requested !== rememberedLocale,
    }
  }
  if (rememberedLocale !== defaultLocale && method === 'GET') {
    return { kind: 'redirect', href: withLocale(`${pathname}${search}`, rememberedLocale) }
  }
  return { kind: 'rewrite', pathname: internalPath(view, defaultLocale), locale: defaultLocale, remember: false }
}

/** The internal page a path is rendered by: its signed-in view where it has one and a session is there. */
function pageView(pathname: string, hasSession: boolean): string {
  // The internal segment is no address of its own: asked for directly, it is a page that does not exist.
  if (pathname === SIGNED_IN_SEGMENT || pathname.startsWith(`${SIGNED_IN_SEGMENT}/`)) return `/page-not-found${pathname}`
  return hasSession && pagesWithSignedInView.some((page) => page.test(pathname)) ? `${SIGNED_IN_SEGMENT}${pathname}` : pathname
}

/** `/resources` in Punjabi is rendered at `/pa/resources`; the home page at `/pa`. */
export function internalPath(pathname: string, locale: Locale): string {
  return pathname === '/' ? `/${locale}` : `/${locale}${pathname}`
}
