import 'server-only'

import { NextResponse } from 'next/server'
import type { Payload } from 'payload'

import { crossSite, isCrossSite } from '@/features/auth/auth-route.server'
import { getPayloadClient } from '@/lib/payload.server'
import type { User } from '@/payload-types'

/**
 * The transport of the exam screen's calls: same site only, signed in only, JSON in and out, never
 * cached. The use-cases decide everything else (whose attempt, which clock, which state).
 */
export async function handleEnginePost(
  request: Request,
  run: (payload: Payload, user: User, body: unknown) => Promise<{ status: number; body: unknown }>,
): Promise<NextResponse> {
  if (isCrossSite(request)) return crossSite()
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user || user.collection !== 'users') {
    return NextResponse.json({ message: 'Your session has ended. Sign in again: your answers are kept on this device.' }, { status: 401, headers: noStore })
  }
  const body = await request.json().catch(() => null)
  const outcome = await run(payload, user as User, body)
  return NextResponse.json(outcome.body, { status: outcome.status, headers: noStore })
}

const noStore = { 'Cache-Control': 'no-store' }
