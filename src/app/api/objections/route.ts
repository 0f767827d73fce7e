import { handleEnginePost } from '@/features/test-engine/engine-route.server'
import { objectToKey } from '@/features/test-engine/key-objections.server'
import { requestLocale } from '@/lib/site-form.server'

/** POST /api/objections: `{ attemptId, questionId, kind, proposedOption?, reason, source? }` from a reviewed question (ADR 046). */
export async function POST(request: Request) {
  const locale = requestLocale(request)
  return handleEnginePost(request, (payload, user, body) => objectToKey(payload, user, body, locale))
}
