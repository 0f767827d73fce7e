import { answerDailyQuestion } from '@/features/daily-questions/answer-daily-question.server'
import { handleOpenPost } from '@/features/daily-questions/answer-route.server'

/** POST /api/daily-questions/{id}/answer: a Question of the Day MCQ answered, and its reveal (visitors too; only candidates' answers are stored). */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  return handleOpenPost(request, (payload, user, body) => answerDailyQuestion(payload, user, id, body))
}
