import { handleEnginePost } from '@/features/test-engine/engine-route.server'
import { reportTranslationProblem } from '@/features/test-engine/translation-reports.server'
import { requestLocale } from '@/lib/site-form.server'

/** POST /api/translation-problems: `{ questionId, message }` from a reviewed question (ADR 036). */
export async function POST(request: Request) {
  const locale = requestLocale(request)
  return handleEnginePost(request, (payload, user, body) => reportTranslationProblem(payload, user, body, locale))
}
