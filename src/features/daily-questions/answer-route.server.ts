import 'server-only'

import { NextResponse } from 'next/server'
import type { Payload } from 'payload'

import { crossSite, isCrossSite } from '@/features/auth/auth-route.server'
import { getPayloadClient } from '@/lib/payload.server'
import { clientAddress, consumeRateLimit, type RateLimitRule, tooManyAttemptsMessage } from '@/lib/rate-limit.server'
import type { User } from '@/payload-types'

/**
 * Visitors checking an MCQ store nothing, but each check reads the key and counts the answers: a
 * generous limit per client address stops a script, not a classroom. Signed-in candidates are not
 * limited here: each of them answers a question once.
 */
export const visitorCheckRule: RateLimitRule = { name: 'qotd-visitor-check', points: 40, durationSeconds: 10 * 60 }

const noStore = { 'Cache-Control': 'no-store' }

/**
 * The transport of the MCQ answer, which serves visitors too: same site only, the session when there
 * is one (a visitor is rate-limited instead), JSON in and out, never cached. The use-case decides the rest.
 */
export async function handleOpenPost(
  request: Request,
  run: (payload: Payload, user: User | null, body: unknown) => Promise<{ status: number; body: unknown }>,
): Promise<NextResponse> {
  if (isCrossSite(request)) return crossSite()
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  const candidate = user && user.collection === 'users' ? (user as User) : null
  if (!candidate) {
    const limit = await consumeRateLimit(visitorCheckRule, clientAddress(request.headers))
    if (!limit.ok) {
      return NextResponse.json(
        { message: tooManyAttemptsMessage(limit.retryAfterSeconds) },
        { status: 429, headers: { ...noStore, 'Retry-After': String(limit.retryAfterSeconds) } },
      )
    }
  }
  const body = await request.json().catch(() => null)
  const outcome = await run(payload, candidate, body)
  return NextResponse.json(outcome.body, { status: outcome.status, headers: noStore })
}
