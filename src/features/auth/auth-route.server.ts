import 'server-only'

import { NextResponse } from 'next/server'
import type { Payload } from 'payload'

import type { User } from '@/payload-types'
import { getTranslator } from '@/i18n/translator'
import { getPayloadClient } from '@/server/payload.server'
import { clientAddress, type RateLimitRule } from '@/lib/rate-limit.server'
import { readSiteJson, refuseCrossSite } from '@/lib/site-request.server'

import { type AuthPostOptions, type AuthRequest, type AuthResult, noStore, outcomeOf, requestLocale, runAuthRequest } from '@/domain/auth/auth-transport.server'

/** The transport of the sign-in, sign-up, forgotten-password, reset and contact forms. */
export async function handleAuthPost(
  request: Request,
  rule: RateLimitRule,
  runUseCase: (payload: Payload, input: unknown, context: AuthRequest) => Promise<AuthResult>,
  options: AuthPostOptions = {},
): Promise<NextResponse> {
  const { status, result, headers } = await runAuthRequest(await getPayloadClient(), request, rule, runUseCase, options)
  return NextResponse.json(result, { status, headers })
}

/** The transport for the account page's forms: same-site only, a body within its cap, signed in only, then the use-case. */
export async function handleAccountPost(
  request: Request,
  runUseCase: (payload: Payload, user: User, input: unknown, context: AuthRequest) => Promise<AuthResult>,
): Promise<NextResponse> {
  const foreign = refuseCrossSite(request)
  if (foreign) return foreign
  const body = await readSiteJson(request)
  if (!body.ok) return body.response
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  const locale = requestLocale(request)
  if (!user || user.collection !== 'users') {
    return NextResponse.json({ ok: false, message: getTranslator(locale, 'auth')('account.sessionEnded') }, { status: 401, headers: noStore })
  }
  const { status, result, headers } = outcomeOf(await runUseCase(payload, user, body.value, { address: clientAddress(request.headers), locale }))
  return NextResponse.json(result, { status, headers })
}
