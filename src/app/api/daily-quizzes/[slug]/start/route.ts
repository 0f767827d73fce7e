import { startDailyQuiz } from '@/features/daily-quiz/candidate-quiz.server'
import { handleEnginePost } from '@/features/test-engine/engine-route.server'

/** POST /api/daily-quizzes/{slug}/start: the quiz page's Start (signed in): starts or resumes the attempt. */
export async function POST(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  return handleEnginePost(request, (payload, user, body) => startDailyQuiz(payload, user, slug, body))
}
