import { handleAuthPost } from '@/features/auth/auth-route.server'
import { linkGoogleWithPassword } from '@/features/auth/google/google-sign-in.server'
import { rateLimitRules } from '@/lib/rate-limit.server'

/** POST /api/auth/google/link: the existing account's password links the waiting Google account (ADR 051). */
export async function POST(request: Request) {
  return handleAuthPost(request, rateLimitRules.signIn, linkGoogleWithPassword, { countSuccess: false })
}
