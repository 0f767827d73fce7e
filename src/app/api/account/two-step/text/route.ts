import { handleAccountPost } from '@/features/auth/auth-route.server'
import { textFirstCode } from '@/features/auth/two-step-account.server'

/** POST /api/account/two-step/text: text the first code to the account's mobile, for turning text messages on (ADR 052). */
export async function POST(request: Request) {
  return handleAccountPost(request, textFirstCode)
}
