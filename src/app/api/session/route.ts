import { NextResponse } from 'next/server'
import { generateExpiredPayloadCookie } from 'payload'

import { readSession } from '@/features/auth/read-session.server'
import { getPayloadClient } from '@/lib/payload.server'

export const dynamic = 'force-dynamic'

/**
 * GET /api/session: who is signed in, for the header. A session cookie that is no longer valid (logged
 * out, replaced by a sign-in elsewhere, expired) gets 401 with the reason, and the cookie is cleared.
 */
export async function GET(request: Request) {
  const payload = await getPayloadClient()
  const session = await readSession(payload, request.headers)
  const status = session.user || !session.reason ? 200 : 401
  const response = NextResponse.json(session, { status, headers: { 'Cache-Control': 'no-store' } })
  if (!session.user && session.reason) {
    const expired = generateExpiredPayloadCookie({
      collectionAuthConfig: payload.collections.users.config.auth,
      cookiePrefix: payload.config.cookiePrefix,
      returnCookieAsObject: true,
    })
    response.cookies.set(expired.name, '', { path: expired.path ?? '/', expires: new Date(0), httpOnly: true, sameSite: 'lax', secure: Boolean(expired.secure) })
  }
  return response
}
