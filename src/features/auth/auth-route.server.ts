import 'server-only'

import { NextResponse } from 'next/server'

import type { User } from '@/payload-types'
import { getEnv } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload.server'
import { clientAddress, consumeRateLimit, refundRateLimit, type RateLimitRule, tooManyAttemptsMessage } from '@/lib/rate-limit.server'

type AuthResult = { ok: true } | { ok: false; message: string; fieldErrors?: Record<string, string | undefined> }

/**
 * The transport for the sign-in, sign-up and forgotten-password forms: refuses other sites' pages,
 * rate-limits per client address (429 with Retry-After), then runs the use-case and answers with a
 * status that says what happened (400 bad fields, 401 refused).
 */
const readJson = (request: Request): Promise<unknown> => request.json().catch(() => null)

type AuthPostOptions = {
  /** Whether a request that succeeds still counts towards the limit (sign-in gives its point back). */
  countSuccess?: boolean
  /** How the form's fields are read; JSON by default (Payload's admin sends multipart form data). */
  readInput?: (request: Request) => Promise<unknown>
}

/** 200 done, 400 bad fields, 401 refused. */
const respond = (result: AuthResult) =>
  NextResponse.json(result, { status: result.ok ? 200 : result.fieldErrors ? 400 : 401, headers: { 'Cache-Control': 'no-store' } })

export const crossSite = () => NextResponse.json({ ok: false, message: 'This form must be sent from this website.' }, { status: 403 })
export const isCrossSite = (request: Request) => {
  const origin = request.headers.get('origin')
  return Boolean(origin && origin !== getEnv().serverUrl)
}

export async function handleAuthPost(
  request: Request,
  rule: RateLimitRule,
  runUseCase: (input: unknown) => Promise<AuthResult>,
  { countSuccess = true, readInput = readJson }: AuthPostOptions = {},
) {
  if (isCrossSite(request)) return crossSite()
  const address = clientAddress(request.headers)
  const limit = await consumeRateLimit(rule, address)
  if (!limit.ok) {
    return NextResponse.json(
      { ok: false, message: tooManyAttemptsMessage(limit.retryAfterSeconds) },
      { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } },
    )
  }
  const result = await runUseCase(await readInput(request))
  if (result.ok && !countSuccess) await refundRateLimit(rule, address)
  return respond(result)
}

/** The transport for the account page's forms: same-site only, signed in only, then the use-case. */
export async function handleAccountPost(request: Request, runUseCase: (user: User, input: unknown) => Promise<AuthResult>) {
  if (isCrossSite(request)) return crossSite()
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user || user.collection !== 'users') {
    return NextResponse.json({ ok: false, message: 'Your session has ended. Sign in again; what you typed is kept.' }, { status: 401 })
  }
  return respond(await runUseCase(user, await readJson(request)))
}
