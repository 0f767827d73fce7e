import { checkGuestAnswers } from '@/features/daily-quiz/check-answers.server'
import { checkRateLimit } from '@/features/daily-quiz/rate-limits'
import { handleOpenPost } from '@/features/test-engine/engine-route.server'

/** POST /api/daily-quizzes/{slug}/check: scores a signed-out candidate's answers and stores nothing; a visitor's carries a proof of work (ADR 050). */
export async function POST(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  return handleOpenPost(request, checkRateLimit, (payload, _user, body) => checkGuestAnswers(payload, slug, body), {
    visitorProofOfWork: true,
  })
}
