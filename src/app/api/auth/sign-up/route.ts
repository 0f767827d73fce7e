import { handleAuthPost } from '@/features/auth/auth-route.server'
import { signUp } from '@/features/auth/sign-up.server'
import { rateLimitRules } from '@/lib/rate-limit.server'

/** POST /api/auth/sign-up: the sign-up form, with its proof of work (ADR 050). */
export async function POST(request: Request) {
  return handleAuthPost(request, rateLimitRules.signUp, signUp, { proofOfWork: true })
}
