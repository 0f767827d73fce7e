import { handleEnginePost } from '@/features/test-engine/engine-route.server'
import { questionVersions } from '@/features/test-engine/translation-reports.server'
import { requestLocale } from '@/lib/site-form.server'

/** POST /api/translation-problems/versions: `{ questionId }`, the two versions the report form quotes. */
export async function POST(request: Request) {
  const locale = requestLocale(request)
  return handleEnginePost(request, (payload, user, body) => questionVersions(payload, user, body, locale))
}
