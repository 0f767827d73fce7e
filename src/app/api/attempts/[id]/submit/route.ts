import { ANSWER_BATCH_BODY_LIMIT_BYTES } from '@/features/test-engine/body-limits'
import { handleEnginePost } from '@/features/test-engine/engine-route.server'
import { submitAttempt } from '@/features/test-engine/submit-attempt.server'

/** POST /api/attempts/{id}/submit: the final submit, with the changes not yet saved. */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  return handleEnginePost(request, (payload, user, body) => submitAttempt(payload, user, id, body), {
    maxBodyBytes: ANSWER_BATCH_BODY_LIMIT_BYTES,
  })
}
