import { toggleBookmark } from '@/features/test-engine/bookmarks.server'
import { handleEnginePost } from '@/features/test-engine/engine-route.server'

/** POST /api/bookmarks: `{ questionId, bookmarked }` from the result page's review. */
export async function POST(request: Request) {
  return handleEnginePost(request, toggleBookmark)
}
