import { HANDWRITTEN_BODY_LIMIT_BYTES, submitHandwrittenAnswer } from '@/features/daily-questions/submit-handwritten-answer.server'
import { handleSignedInForm } from '@/features/test-engine/engine-route.server'
import { requestLocale } from '@/lib/site-form.server'

/**
 * POST /api/daily-questions/{id}/handwritten: a candidate's handwritten answer to a Mains Question of
 * the Day (ADR 048), a multipart form of `page` files in order, compressed by the browser; submitted
 * once for evaluation. `?lang=pa` answers in Punjabi.
 */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const locale = requestLocale(request)
  return handleSignedInForm(request, HANDWRITTEN_BODY_LIMIT_BYTES, async (payload, user, form) => {
    const pages = (form?.getAll('page') ?? []).filter((value): value is File => typeof value !== 'string')
    return submitHandwrittenAnswer(payload, user, id, pages, new Date(), locale)
  })
}
