import { handleAuthPost } from '@/features/auth/auth-route.server'
import { finishSecondStep } from '@/domain/auth/second-factor/second-factor.server'
import { rateLimitRules } from '@/lib/rate-limit.server'

/** POST /api/auth/two-step: a sign-in's second step (ADR 052); the waiting sign-in's own 5 tries and the account's hour also apply. */
export async function POST(request: Request) {
  return handleAuthPost(request, rateLimitRules.signIn, finishSecondStep, { countSuccess: false })
}
