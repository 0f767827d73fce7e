import { handleAccountPost } from '@/features/auth/auth-route.server'
import { changeTwoStep } from '@/features/auth/two-step-account.server'

/** POST /api/account/two-step/change: new recovery codes, or two-step sign-in off (candidates), with the current password (ADR 052). */
export async function POST(request: Request) {
  return handleAccountPost(request, changeTwoStep)
}
