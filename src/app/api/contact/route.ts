import { postContactMessage } from '@/features/contact/contact.server'

/** POST /api/contact: the contact form (same site only, five messages per client address an hour). */
export async function POST(request: Request) {
  return postContactMessage(request)
}
