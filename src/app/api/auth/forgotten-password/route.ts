import { handleAuthPost } from '@/features/auth/auth-route.server'
import { requestPasswordReset } from '@/domain/auth/password-reset.server'
import { rateLimitRules } from '@/lib/rate-limit.server'

/** POST /api/auth/forgotten-password: the forgotten-password form (same answer for every address), with its proof of work (ADR 050). */
export async function POST(request: Request) {
  return handleAuthPost(request, rateLimitRules.forgottenPassword, requestPasswordReset, { proofOfWork: true })
}
