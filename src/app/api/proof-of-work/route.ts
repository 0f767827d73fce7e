import { NextResponse } from 'next/server'

import { issueChallenge } from '@/lib/proof-of-work.server'

export const dynamic = 'force-dynamic'

/**
 * GET /api/proof-of-work: a new signed challenge for a form about to be sent (ADR 050). Never cached:
 * each is good for one request. Making one is a random number and an HMAC, so it needs no limit.
 */
export async function GET() {
  return NextResponse.json(await issueChallenge(), { headers: { 'Cache-Control': 'no-store' } })
}
