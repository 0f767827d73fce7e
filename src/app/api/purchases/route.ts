import { handleAccountPost } from '@/features/auth/auth-route.server'
import { startPurchase } from '@/features/purchases/public.server'

/** POST /api/purchases: an order at today's price, and the form that takes the candidate to the gateway (ADR 053). */
export async function POST(request: Request) {
  return handleAccountPost(request, startPurchase)
}
