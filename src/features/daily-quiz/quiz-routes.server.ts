import 'server-only'

import { NextResponse } from 'next/server'
import type { Payload } from 'payload'

import { crossSite, isCrossSite } from '@/features/auth/auth-route.server'
import { keepSessionThrough, sessionOfUser } from '@/features/auth/session-token.server'
import { type EngineOutcome, handleEnginePost } from '@/features/test-engine/engine-route.server'
import { getPayloadClient } from '@/lib/payload.server'
import { clientAddress, consumeRateLimit, type RateLimitRule, tooManyAttemptsMessage } from '@/lib/rate-limit.server'
import type { User } from '@/payload-types'

const noStore = { 'Cache-Control': 'no-store' }

/**
 * Checks per client address. A coaching centre's whole batch may take the day's quiz together from one
 * address, so the limit is generous; it still stops a script pulling answer keys in a loop.
 */
export const checkRateLimit: RateLimitRule = { name: 'daily-quiz-check', points: 120, durationSeconds: 10 * 60 }

/**
 * The quiz page's calls for a signed-in candidate (start, keep): the engine's transport (same site,
 * signed in, JSON, never cached), and a session that would end before the attempt's deadline is
 * renewed on the response (ADR 012), as the test start does.
 */
export async function handleCandidateQuizPost(request: Request, run: (payload: Payload, user: User, body: unknown) => Promise<EngineOutcome>): Promise<NextResponse> {
  const renewal: { run?: () => ReturnType<typeof keepSessionThrough> } = {}
  const response = await handleEnginePost(request, async (payload, user, body) => {
    const outcome = await run(payload, user, body)
    const session = sessionOfUser(user)
    const until = outcome.sessionUntil
    if (session && until) renewal.run = () => keepSessionThrough(payload, session, until)
    return outcome
  })
  const renewed = await renewal.run?.()
  if (renewed) response.cookies.set(renewed.name, renewed.value, renewed.options)
  return response
}

/**
 * The quiz page's call for anyone, signed in or not (the check): same site only, rate-limited per
 * client address (429 with Retry-After), JSON in and out, never cached.
 */
export async function handleGuestQuizPost(request: Request, run: (payload: Payload, body: unknown) => Promise<EngineOutcome>): Promise<NextResponse> {
  if (isCrossSite(request)) return crossSite()
  const limit = await consumeRateLimit(checkRateLimit, clientAddress(request.headers))
  if (!limit.ok) {
    return NextResponse.json(
      { message: tooManyAttemptsMessage(limit.retryAfterSeconds) },
      { status: 429, headers: { ...noStore, 'Retry-After': String(limit.retryAfterSeconds) } },
    )
  }
  const body = await request.json().catch(() => null)
  const outcome = await run(await getPayloadClient(), body)
  return NextResponse.json(outcome.body, { status: outcome.status, headers: noStore })
}
