import 'server-only'

import { NextResponse } from 'next/server'
import type { Payload } from 'payload'

import { crossSite, isCrossSite } from '@/features/auth/auth-route.server'
import { keepSessionThrough, type VerifiedSession, verifySession } from '@/features/auth/session-token.server'
import { getPayloadClient } from '@/lib/payload.server'
import type { User } from '@/payload-types'

export type EngineOutcome = { status: number; body: unknown; /** Keep the caller's session alive until then (ADR 012). */ sessionUntil?: Date }

const SIGNED_OUT = 'Your session has ended. Sign in again: your answers are kept on this device.'

/**
 * The transport of the exam screen's calls: same site only, signed in only, JSON in and out, never
 * cached. The use-cases decide everything else (whose attempt, which clock, which state). Calls that
 * act through the Local API get the whole account from `payload.auth`.
 */
export function handleEnginePost(request: Request, run: (payload: Payload, user: User, body: unknown) => Promise<EngineOutcome>): Promise<NextResponse> {
  return handle(request, async (payload) => {
    const { user } = await payload.auth({ headers: request.headers })
    return user && user.collection === 'users' ? (user as User) : null
  }, run)
}

/**
 * The autosave's transport: the caller is identified by the session check alone (one indexed read,
 * ADR 012), and a session that would end before the attempt's deadline is renewed on the response.
 */
export function handleAutosavePost(request: Request, run: (payload: Payload, session: VerifiedSession, body: unknown) => Promise<EngineOutcome>): Promise<NextResponse> {
  return handle(request, (payload) => verifySession(payload, request.headers), run, (session) => session)
}

async function handle<Caller>(
  request: Request,
  identify: (payload: Payload) => Promise<Caller | null>,
  run: (payload: Payload, caller: Caller, body: unknown) => Promise<EngineOutcome>,
  sessionOf?: (caller: Caller) => VerifiedSession,
): Promise<NextResponse> {
  if (isCrossSite(request)) return crossSite()
  const payload = await getPayloadClient()
  const caller = await identify(payload)
  if (!caller) return NextResponse.json({ message: SIGNED_OUT }, { status: 401, headers: noStore })
  const body = await request.json().catch(() => null)
  const outcome = await run(payload, caller, body)
  const response = NextResponse.json(outcome.body, { status: outcome.status, headers: noStore })
  if (outcome.sessionUntil && sessionOf) {
    const renewed = await keepSessionThrough(payload, sessionOf(caller), outcome.sessionUntil)
    if (renewed) response.cookies.set(renewed.name, renewed.value, renewed.options)
  }
  return response
}

const noStore = { 'Cache-Control': 'no-store' }
