import { NextResponse } from 'next/server'

import { requestLocale } from '@/lib/site-form.server'
import { findUnfinishedAttempt } from '@/features/test-engine/find-unfinished-attempt.server'
import { getPayloadClient } from '@/server/payload.server'

export const dynamic = 'force-dynamic'

/** GET /api/session/unfinished-test?lang=pa: the signed-in candidate's running test, or null (visitors too). */
export async function GET(request: Request) {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  const attempt = user && user.collection === 'users' ? await findUnfinishedAttempt(payload, user, requestLocale(request)) : null
  return NextResponse.json({ attempt }, { headers: { 'Cache-Control': 'private, no-store' } })
}
