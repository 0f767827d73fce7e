import { handleGoogleStart } from '@/features/auth/google/google-routes.server'

/** GET /api/auth/google/start: off to Google (ADR 051); 404 when Google sign-in is not set up. */
export async function GET(request: Request) {
  return handleGoogleStart(request)
}
