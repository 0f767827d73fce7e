import 'server-only'

import { cookies } from 'next/headers'
import { NextResponse } from 'next/server'

import { safeReturnPath } from '@/domain/auth/schemas'
import { isLocale, type Locale, withLocale } from '@/i18n/locale'
import { getEnv } from '@/lib/env'
import { linkGoogleHref, routes, signInHref } from '@/lib/links'
import { noStore } from '@/lib/site-form.server'
import { getPayloadClient } from '@/server/payload.server'

import {
  beginGoogleFlow,
  finishGoogleFlow,
  GOOGLE_FLOW_COOKIE,
  GOOGLE_FLOW_COOKIE_PATH,
  type GoogleFlow,
  openGoogleFlow,
} from './google-oidc.server'
import { GOOGLE_FLOW_LIFETIME_SECONDS, type GoogleOutcome, popupIdOrNull } from './google-popup'
import { signInWithGoogle } from './google-sign-in.server'
import { sealedCookie } from '@/lib/sealed.server'

/**
 * Google sign-in's two addresses (ADR 051): `GET /api/auth/google/start` (from the button: in its
 * window, `mode=popup`, or the whole page when the window was blocked or there is no JavaScript) and
 * `GET /api/auth/google/callback` (Google sends the browser back here). Both answer 404 when
 * GOOGLE_CLIENT_ID is not set.
 */

const notConfigured = () =>
  NextResponse.json({ ok: false, message: 'Google sign-in is not set up on this site.' }, { status: 404, headers: noStore })

const flowCookie = (value: string, maxAge: number) => sealedCookie(GOOGLE_FLOW_COOKIE, value, { path: GOOGLE_FLOW_COOKIE_PATH, maxAge })

/** Where the browser goes once the sign-in has an outcome. */
export function outcomeHref(outcome: GoogleOutcome, flow: Pick<GoogleFlow, 'mode' | 'popup' | 'next' | 'locale'> | null): string {
  const next = flow?.next ?? '/'
  const locale = flow?.locale ?? 'en'
  if (flow?.mode === 'redirect' && outcome !== 'signed-in') {
    if (outcome === 'link-needed') return linkGoogleHref(next, locale)
    if (outcome === 'second-step') return withLocale(routes.secondStep.href(), locale)
    const back = new URL(signInHref(next, locale), 'http://site.invalid')
    back.searchParams.set('google', outcome)
    return `${back.pathname}${back.search}`
  }
  // In the window (or when the flow is gone and nobody knows): its last page reports and closes. Signed in
  // the whole-page way: its last page goes on from the site itself, as Payload reads the new session
  // cookie only on a request that comes from the site, not at the end of redirects that began at Google.
  const query = new URLSearchParams({ outcome, next, ...(flow?.popup ? { popup: flow.popup } : {}) })
  return withLocale(`${routes.googleSignIn.href()}?${query}`, locale)
}

export async function handleGoogleStart(request: Request): Promise<Response> {
  const google = getEnv().google
  if (!google) return notConfigured()
  const query = new URL(request.url).searchParams
  const lang = query.get('lang')
  const locale: Locale = isLocale(lang) ? lang : 'en'
  const popup = popupIdOrNull(query.get('popup'))
  const started = {
    mode: query.get('mode') === 'popup' && popup ? ('popup' as const) : ('redirect' as const),
    popup,
    next: safeReturnPath(query.get('next')),
    locale,
  }
  try {
    const { url, sealedFlow } = await beginGoogleFlow(google, started)
    // The newest flow only: a second start (a newer window) replaces it, so the earlier one cannot finish.
    ;(await cookies()).set(flowCookie(sealedFlow, GOOGLE_FLOW_LIFETIME_SECONDS))
    return NextResponse.redirect(url, { status: 303, headers: noStore })
  } catch (error) {
    ;(await getPayloadClient()).logger.error({ err: error, msg: 'Google sign-in could not start (discovery failed?)' })
    return redirectTo(outcomeHref('failed', started))
  }
}

export async function handleGoogleCallback(request: Request): Promise<Response> {
  const google = getEnv().google
  if (!google) return notConfigured()
  const jar = await cookies()
  const flow = await openGoogleFlow(jar.get(GOOGLE_FLOW_COOKIE)?.value)
  const result = await finishGoogleFlow(google, new URL(request.url), flow)
  jar.set(flowCookie('', 0))
  const payload = await getPayloadClient()
  if (!result.ok && result.error) payload.logger.error({ err: result.error, msg: 'Google sign-in failed at the callback' })
  const outcome = result.ok
    ? await signInWithGoogle(payload, result.claims, { locale: result.flow.locale, returnTo: result.flow.next })
    : result.reason
  return redirectTo(outcomeHref(outcome, result.flow))
}

/** A redirect on the site's own address (behind nginx the request's host may be an upstream's). */
const redirectTo = (href: string) => NextResponse.redirect(new URL(href, getEnv().serverUrl), { status: 303, headers: noStore })
