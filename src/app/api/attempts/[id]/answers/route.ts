import { postAnswers } from '@/features/test-engine/save-answers.server'

/**
 * POST /api/attempts/{id}/answers: the exam screen's autosave (a batch of answer changes). Once the app
 * has booted, the site's HTTP server answers it with the same handler without this route (ADR 029).
 */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  return postAnswers(request, id)
}
