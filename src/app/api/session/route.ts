import { NextResponse } from 'next/server'

import { readSession } from '@/features/auth/read-session.server'
import { clearSessionCookie } from '@/domain/auth/session-cookie.server'
import { getPayloadClient } from '@/server/payload.server'

export const dynamic = 'force-dynamic'

/**
 * GET /api/session: who is signed in, for the header. A session cookie that is no longer valid (logged
 * out, replaced by a sign-in elsewhere, expired) gets 401 with the reason, and the cookie is cleared.
 */
export async function GET(request: Request) {
  const payload = await getPayloadClient()
  const session = await readSession(payload, request.headers)
  const isRefused = !session.user && session.reason !== null
  if (isRefused) await clearSessionCookie(payload)
  return NextResponse.json(session, { status: isRefused ? 401 : 200, headers: { 'Cache-Control': 'no-store' } })
}
