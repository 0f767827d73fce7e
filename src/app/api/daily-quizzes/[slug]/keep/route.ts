import { keepGuestAnswers } from '@/features/daily-quiz/candidate-quiz.server'
import { handleCandidateQuizPost } from '@/features/daily-quiz/quiz-routes.server'

/** POST /api/daily-quizzes/{slug}/keep: after signing in, the answers given signed out become the attempt, once. */
export async function POST(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  return handleCandidateQuizPost(request, (payload, user, body) => keepGuestAnswers(payload, user, slug, body))
}
