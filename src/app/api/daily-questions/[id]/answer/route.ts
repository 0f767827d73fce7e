import { answerDailyQuestion } from '@/features/daily-questions/answer-daily-question.server'
import { visitorCheckRule } from '@/features/daily-questions/rate-limits'
import { handleOpenPost } from '@/features/test-engine/engine-route.server'

/** POST /api/daily-questions/{id}/answer: a Question of the Day MCQ answered, and its reveal (visitors too; only candidates' answers are stored). */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  return handleOpenPost(request, visitorCheckRule, (payload, user, body) => answerDailyQuestion(payload, user, id, body))
}
