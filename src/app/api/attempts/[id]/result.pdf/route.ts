import { NextResponse } from 'next/server'

// Imported from its module, not public.server: pdfkit and fontkit load only when a PDF is asked for.
import { findResultPdf } from '@/features/test-engine/result-pdf/result-pdf.server'
import { defaultLocale, isLocale, type Locale, LOCALE_PARAM, withLocale } from '@/i18n/locale'
import { getTranslator } from '@/i18n/translator'
import { resultHref, signInHref } from '@/lib/links'
import { consumeRateLimit, rateLimitRules, tooManyAttemptsMessage } from '@/lib/rate-limit.server'
import { pdfDownload } from '@/lib/pdf/pdf-download.server'
import { noStore } from '@/lib/site-form.server'
import { seeOther } from '@/lib/site-request.server'
import type { User } from '@/payload-types'
import { getPayloadClient } from '@/server/payload.server'

/**
 * GET /api/attempts/{id}/result.pdf[?lang=pa]: the candidate's own result on one page, as a download
 * (ADR 041). Signed out, it goes to sign-in and back to the result page; someone else's attempt is a
 * 404, and one still running goes back to its screen, as the result page does.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const asked = new URL(request.url).searchParams.get(LOCALE_PARAM)
  const locale: Locale = isLocale(asked) ? asked : defaultLocale
  const t = getTranslator(locale, 'result')
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user || user.collection !== 'users') return seeOther(signInHref(withLocale(resultHref(id), locale), locale))
  if (!/^\d+$/.test(id)) return NextResponse.json({ message: t('pdf.missing') }, { status: 404, headers: noStore })

  const limit = await consumeRateLimit(rateLimitRules.resultPdf, String(user.id))
  if (!limit.ok) {
    return NextResponse.json(
      { message: tooManyAttemptsMessage(limit.retryAfterSeconds, locale) },
      { status: 429, headers: { ...noStore, 'Retry-After': String(limit.retryAfterSeconds) } },
    )
  }
  const pdf = await findResultPdf(payload, user as User, id, locale)
  if (pdf.kind === 'missing') return NextResponse.json({ message: t('pdf.missing') }, { status: 404, headers: noStore })
  if (pdf.kind === 'in-progress') return seeOther(withLocale(pdf.href, locale))
  return pdfDownload(pdf.file, pdf.fileName)
}
