import { checkGuestAnswers } from '@/features/daily-quiz/check-answers.server'
import { handleGuestQuizPost } from '@/features/daily-quiz/quiz-routes.server'

/** POST /api/daily-quizzes/{slug}/check: scores a signed-out candidate's answers and stores nothing. */
export async function POST(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  return handleGuestQuizPost(request, (payload, body) => checkGuestAnswers(payload, slug, body))
}
