import { handleAuthPost } from '@/features/auth/auth-route.server'
import { sendContactMessage } from '@/features/contact/contact.server'
import { rateLimitRules } from '@/lib/rate-limit.server'

/** POST /api/contact: the contact form (same site only, five messages per client address an hour). */
export async function POST(request: Request) {
  return handleAuthPost(request, rateLimitRules.contact, sendContactMessage)
}
