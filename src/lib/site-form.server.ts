import 'server-only'

import { NextResponse } from 'next/server'

import { defaultLocale, isLocale, type Locale, LOCALE_PARAM } from '@/i18n/locale'

import { clientAddress, consumeRateLimit, refundRateLimit, type RateLimitRule, tooManyAttemptsMessage } from './rate-limit.server'
import { takeProofOfWork } from './proof-of-work.server'
import { type BodyRead, readJsonBody } from './request-body'
import { crossSiteRefusal } from './site-request.server'

/**
 * The one transport of the site's JSON forms (sign-in, sign-up, forgotten password, reset, contact),
 * whichever door they come through (the site's routes, Payload's own auth endpoints): the same-site
 * rule, a body within its cap, the per-address limit, then the form's use-case, answered as JSON.
 * It knows nothing of what the forms do; the use-case is handed only the fields and `FormRequest`.
 */

export type Refusal = {
  ok: false
  message: string
  fieldErrors?: Record<string, string | undefined>
  retryAfterSeconds?: number
  status?: number
}
export type FormResult = { ok: true } | Refusal

/** What a use-case knows of the request besides its fields: who sends it, and the language of the form's page. */
export type FormRequest = { address: string; locale: Locale }

/**
 * The language of the page a form was sent from: the forms name it in their request (`?lang=pa`,
 * `post-form.client.ts`); anything else (a script, Payload's admin) is answered in English.
 */
export function requestLocale(request: Request): Locale {
  const lang = URL.canParse(request.url) ? new URL(request.url).searchParams.get(LOCALE_PARAM) : null
  return isLocale(lang) ? lang : defaultLocale
}

export type SiteFormOptions = {
  /** Whether a request that succeeds still counts towards the limit (sign-in gives its point back). */
  countSuccess?: boolean
  /** How the form's fields are read; JSON by default (Payload's admin sends multipart form data). */
  readInput?: (request: Request) => Promise<BodyRead<unknown>>
  /** Whether the form carries a proof of work, checked before anything else is counted or done (ADR 050). */
  proofOfWork?: boolean
}

export type FormOutcome<R extends FormResult> = { status: number; result: R | Refusal; headers: Record<string, string> }

export const noStore = { 'Cache-Control': 'no-store' }

/** 200 done, 400 bad fields, 401 refused, 429 wait (with Retry-After), or the use-case's own status. */
export function outcomeOf<R extends FormResult>(result: R | Refusal): FormOutcome<R> {
  if (result.ok) return { status: 200, result, headers: noStore }
  if (result.retryAfterSeconds) return { status: 429, result, headers: { ...noStore, 'Retry-After': String(result.retryAfterSeconds) } }
  return { status: result.status ?? (result.fieldErrors ? 400 : 401), result, headers: noStore }
}

/** What every form's request goes through, whichever endpoint it reaches, before and around its use-case. */
export async function runSiteForm<R extends FormResult>(
  request: Request,
  rule: RateLimitRule,
  runUseCase: (input: unknown, context: FormRequest) => Promise<R | Refusal>,
  { countSuccess = true, readInput = readJsonBody, proofOfWork = false }: SiteFormOptions = {},
): Promise<FormOutcome<R>> {
  const foreign = crossSiteRefusal(request)
  if (foreign) return { status: 403, result: { ok: false, message: foreign }, headers: noStore }
  const body = await readInput(request)
  if (!body.ok) return { status: body.status, result: { ok: false, message: body.message }, headers: noStore }
  const address = clientAddress(request.headers)
  const locale = requestLocale(request)
  let input = body.value
  if (proofOfWork) {
    const proof = await takeProofOfWork(input, locale)
    if (!proof.ok) return { status: 400, result: { ok: false, message: proof.message }, headers: noStore }
    input = proof.input
  }
  const limit = await consumeRateLimit(rule, address)
  if (!limit.ok)
    return outcomeOf<R>({
      ok: false,
      message: tooManyAttemptsMessage(limit.retryAfterSeconds, locale),
      retryAfterSeconds: limit.retryAfterSeconds,
    })
  const result = await runUseCase(input, { address, locale })
  if (result.ok && !countSuccess) await refundRateLimit(rule, address)
  return outcomeOf(result)
}

/** A site form's route: `runSiteForm`, answered as JSON `{ ok, message?, fieldErrors? }` with its status. */
export async function handleSiteFormPost(
  request: Request,
  rule: RateLimitRule,
  runUseCase: (input: unknown, context: FormRequest) => Promise<FormResult>,
  options: SiteFormOptions = {},
): Promise<NextResponse> {
  const { status, result, headers } = await runSiteForm(request, rule, runUseCase, options)
  return NextResponse.json(result, { status, headers })
}
