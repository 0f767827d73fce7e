import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { safeReturnPath } from '@/domain/auth/schemas'

/** GET /api/preview/exit?path=…: back to the published site. */
export async function GET(request: Request) {
  ;(await draftMode()).disable()
  redirect(safeReturnPath(new URL(request.url).searchParams.get('path')))
}
