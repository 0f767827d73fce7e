import { handleGoogleCallback } from '@/features/auth/google/google-routes.server'

/** GET /api/auth/google/callback: Google's answer, checked and used once (ADR 051). */
export async function GET(request: Request) {
  return handleGoogleCallback(request)
}
