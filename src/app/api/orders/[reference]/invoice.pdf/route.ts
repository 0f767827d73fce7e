import { NextResponse } from 'next/server'

import { findInvoicePdf } from '@/features/purchases/public.server'
import { withLocale } from '@/i18n/locale'
import { getTranslator } from '@/i18n/translator'
import { routes, signInHref } from '@/lib/links'
import { consumeRateLimit, rateLimitRules, tooManyAttemptsMessage } from '@/lib/rate-limit.server'
import { pdfDownload } from '@/lib/pdf/pdf-download.server'
import { noStore, requestLocale } from '@/lib/site-form.server'
import { seeOther } from '@/lib/site-request.server'
import type { User } from '@/payload-types'
import { getPayloadClient } from '@/server/payload.server'

/**
 * GET /api/orders/{reference}/invoice.pdf: a paid order's GST invoice, to its buyer only (ADR 053).
 * Signed out, it goes to sign-in and back to the order; another's order, or one not paid, is a 404.
 */
export async function GET(request: Request, { params }: { params: Promise<{ reference: string }> }) {
  const { reference } = await params
  const locale = requestLocale(request)
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user || user.collection !== 'users') return seeOther(signInHref(withLocale(routes.order.href(reference), locale), locale))
  const limit = await consumeRateLimit(rateLimitRules.invoicePdf, String(user.id))
  if (!limit.ok) {
    return NextResponse.json(
      { message: tooManyAttemptsMessage(limit.retryAfterSeconds, locale) },
      { status: 429, headers: { ...noStore, 'Retry-After': String(limit.retryAfterSeconds) } },
    )
  }
  const pdf = await findInvoicePdf(payload, user as User, reference)
  if (pdf.kind === 'missing')
    return NextResponse.json({ message: getTranslator(locale, 'purchases')('order.missing') }, { status: 404, headers: noStore })
  return pdfDownload(pdf.file, pdf.fileName)
}
