import { handleAuthPost } from '@/features/auth/auth-route.server'
import { resetPassword } from '@/domain/auth/password-reset.server'
import { rateLimitRules } from '@/lib/rate-limit.server'

/** POST /api/auth/reset-password: sets the new password from an e-mailed link and signs in; counted like a failed sign-in when refused. */
export async function POST(request: Request) {
  return handleAuthPost(request, rateLimitRules.signIn, resetPassword, { countSuccess: false })
}
