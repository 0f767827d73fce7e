import { handleAccountPost } from '@/features/auth/auth-route.server'
import { setUpTwoStep } from '@/features/auth/two-step-account.server'

/** POST /api/account/two-step: turn two-step sign-in on with the first code and the current password (ADR 052). */
export async function POST(request: Request) {
  return handleAccountPost(request, setUpTwoStep)
}
