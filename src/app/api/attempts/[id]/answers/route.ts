import { handleAutosavePost } from '@/features/test-engine/engine-route.server'
import { saveAnswers } from '@/features/test-engine/save-answers.server'

/** POST /api/attempts/{id}/answers: the exam screen's autosave (a batch of answer changes). */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  return handleAutosavePost(request, (payload, session, body) => saveAnswers(payload, { id: session.userId }, id, body))
}
