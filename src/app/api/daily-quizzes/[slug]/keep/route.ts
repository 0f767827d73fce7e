import { keepGuestAnswers } from '@/features/daily-quiz/candidate-quiz.server'
import { handleEnginePost } from '@/features/test-engine/engine-route.server'

/** POST /api/daily-quizzes/{slug}/keep: after signing in, the answers given signed out become the attempt, once. */
export async function POST(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  return handleEnginePost(request, (payload, user, body) => keepGuestAnswers(payload, user, slug, body))
}
