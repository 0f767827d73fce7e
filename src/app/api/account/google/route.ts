import { handleAccountPost } from '@/features/auth/auth-route.server'
import { unlinkGoogle } from '@/features/auth/google/google-sign-in.server'

/** POST /api/account/google: unlink Google from the signed-in account, given its current password (ADR 051). */
export async function POST(request: Request) {
  return handleAccountPost(request, unlinkGoogle)
}
