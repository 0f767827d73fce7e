import type { CollectionAfterDeleteHook } from 'payload'

import { idOrNull } from '@/lib/ids'

/**
 * A deleted handwritten answer takes its pages with it: the page documents and their files, which
 * nothing else refers to, would otherwise stay on the disk with the candidate's handwriting.
 */
export const deleteAnswerPages: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const ids = ((doc as { pages?: unknown[] | null }).pages ?? []).map(idOrNull).filter((id) => id !== null)
  if (ids.length === 0) return
  await req.payload.delete({ collection: 'answer-pages', where: { id: { in: ids } }, overrideAccess: true, req })
}
