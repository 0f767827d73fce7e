import 'server-only'

import { NextResponse } from 'next/server'
import type { Payload } from 'payload'

import { defaultLocale, isLocale, type Locale, LOCALE_PARAM } from '@/i18n/locale'
import { clientAddress, consumeRateLimit, refundRateLimit, type RateLimitRule, tooManyAttemptsMessage } from '@/lib/rate-limit.server'
import { type BodyRead, readJsonBody } from '@/lib/request-body'
import { crossSiteRefusal } from '@/lib/site-request.server'

/**
 * How the account forms' requests are carried, whichever door they come through (the site's routes,
 * Payload's own auth endpoints): the same-site rule, a body within its cap, the per-address limit,
 * then the use-case. The use-case is handed the Payload instance (`req.payload` at Payload's door)
 * rather than reaching for it, so Payload's config imports its endpoints without an import circle.
 */

export type Refusal = { ok: false; message: string; fieldErrors?: Record<string, string | undefined>; retryAfterSeconds?: number; status?: number }
export type AuthResult = { ok: true } | Refusal

/** What a use-case knows of the request besides its fields: who sends it, and the language of the form's page. */
export type AuthRequest = { address: string; locale: Locale }

/**
 * The language of the page a form was sent from: the forms name it in their request (`?lang=pa`,
 * `post-form.client.ts`); anything else (a script, Payload's admin) is answered in English.
 */
export function requestLocale(request: Request): Locale {
  const lang = URL.canParse(request.url) ? new URL(request.url).searchParams.get(LOCALE_PARAM) : null
  return isLocale(lang) ? lang : defaultLocale
}

export type AuthPostOptions = {
  /** Whether a request that succeeds still counts towards the limit (sign-in gives its point back). */
  countSuccess?: boolean
  /** How the form's fields are read; JSON by default (Payload's admin sends multipart form data). */
  readInput?: (request: Request) => Promise<BodyRead<unknown>>
}

type AuthOutcome<R extends AuthResult> = { status: number; result: R | Refusal; headers: Record<string, string> }

export const noStore = { 'Cache-Control': 'no-store' }

/** 200 done, 400 bad fields, 401 refused, 429 wait (with Retry-After), or the use-case's own status. */
export function outcomeOf<R extends AuthResult>(result: R | Refusal): AuthOutcome<R> {
  if (result.ok) return { status: 200, result, headers: noStore }
  if (result.retryAfterSeconds) return { status: 429, result, headers: { ...noStore, 'Retry-After': String(result.retryAfterSeconds) } }
  return { status: result.status ?? (result.fieldErrors ? 400 : 401), result, headers: noStore }
}

/**
 * What every account form's request goes through, whichever endpoint it reaches: the same-site rule,
 * a body within its cap, the per-address rate limit, then the use-case.
 */
export async function runAuthRequest<R extends AuthResult>(
  payload: Payload,
  request: Request,
  rule: RateLimitRule,
  runUseCase: (payload: Payload, input: unknown, context: AuthRequest) => Promise<R | Refusal>,
  { countSuccess = true, readInput = readJsonBody }: AuthPostOptions,
): Promise<AuthOutcome<R>> {
  const foreign = crossSiteRefusal(request)
  if (foreign) return { status: 403, result: { ok: false, message: foreign }, headers: noStore }
  const body = await readInput(request)
  if (!body.ok) return { status: body.status, result: { ok: false, message: body.message }, headers: noStore }
  const address = clientAddress(request.headers)
  const locale = requestLocale(request)
  const limit = await consumeRateLimit(rule, address)
  if (!limit.ok) return outcomeOf<R>({ ok: false, message: tooManyAttemptsMessage(limit.retryAfterSeconds, locale), retryAfterSeconds: limit.retryAfterSeconds })
  const result = await runUseCase(payload, body.value, { address, locale })
  if (result.ok && !countSuccess) await refundRateLimit(rule, address)
  return outcomeOf(result)
}

/**
 * The same transport for Payload's own REST endpoints that run the site's flows (sign-in, reset,
 * forgotten password): the answer has Payload's shape, `errors` with field paths on a refusal (the
 * admin shows them next to its fields), and `success(result)` otherwise.
 */
export async function handlePayloadAuthPost<R extends AuthResult>(
  payload: Payload,
  request: Request,
  rule: RateLimitRule,
  runUseCase: (payload: Payload, input: unknown, context: AuthRequest) => Promise<R>,
  success: (result: Extract<R, { ok: true }>) => object,
  options: AuthPostOptions = {},
): Promise<NextResponse> {
  const { status, result, headers } = await runAuthRequest(payload, request, rule, runUseCase, options)
  if (result.ok) return NextResponse.json(success(result as Extract<R, { ok: true }>), { status, headers })
  const fieldErrors = Object.entries(result.fieldErrors ?? {}).map(([path, message]) => ({ path, message }))
  const data = fieldErrors.length > 0 ? { data: { errors: fieldErrors } } : {}
  return NextResponse.json({ errors: [{ message: result.message, ...data }] }, { status, headers })
}
