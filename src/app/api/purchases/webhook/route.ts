import { NextResponse } from 'next/server'

import { receiveWebhook } from '@/features/purchases/public.server'
import { readBodyBytes } from '@/lib/request-body'
import { noStore } from '@/lib/site-form.server'
import { getPayloadClient } from '@/server/payload.server'

/**
 * POST /api/purchases/webhook: Razorpay's webhook (ADR 053). The body is read raw, as the signature
 * covers its exact bytes. A wrong signature is a 400; a settled event a 200, however often it comes;
 * a fault a 500, so the gateway delivers it again.
 */
export async function POST(request: Request) {
  const bytes = await readBodyBytes(request, 256 * 1024)
  if (!bytes) return NextResponse.json({ ok: false, message: 'Too large' }, { status: 413, headers: noStore })
  const payload = await getPayloadClient()
  const answer = await receiveWebhook(payload, new TextDecoder().decode(bytes), request.headers.get('x-razorpay-signature'))
  return NextResponse.json({ ok: answer.status === 200, message: answer.message }, { status: answer.status, headers: noStore })
}
