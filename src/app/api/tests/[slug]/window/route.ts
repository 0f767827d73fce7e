import { NextResponse } from 'next/server'

import { readWindowActivity } from '@/features/test-engine/mock-window.server'
import { noStore } from '@/lib/site-form.server'

/**
 * GET /api/tests/{slug}/window: how an All-Punjab mock window is going (its phase, how many are writing,
 * how many have finished, when the ranks are published), for the leaderboard's live view when it cannot
 * hold a stream open (ADR 044). Counts only: no candidate is named.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const activity = await readWindowActivity((await params).slug)
  if (!activity) return NextResponse.json({ message: 'There is no mock window at this address.' }, { status: 404, headers: noStore })
  return NextResponse.json(activity, { headers: noStore })
}
