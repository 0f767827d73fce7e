import { handleAuthPost } from '@/features/auth/auth-route.server'
import { signIn } from '@/domain/auth/sign-in.server'
import { rateLimitRules } from '@/lib/rate-limit.server'

/** POST /api/auth/sign-in: the sign-in form. Only failed attempts count towards the address's limit. */
export async function POST(request: Request) {
  return handleAuthPost(request, rateLimitRules.signIn, signIn, { countSuccess: false })
}
