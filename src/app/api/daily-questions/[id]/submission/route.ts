import { submitWrittenAnswer } from '@/features/daily-questions/submit-written-answer.server'
import { handleEnginePost } from '@/features/test-engine/engine-route.server'
import { requestLocale } from '@/lib/site-form.server'

/** POST /api/daily-questions/{id}/submission: a candidate's written answer to a Mains Question of the Day, submitted once for evaluation. */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const locale = requestLocale(request)
  return handleEnginePost(request, (payload, user, body) => submitWrittenAnswer(payload, user, id, body, new Date(), locale))
}
