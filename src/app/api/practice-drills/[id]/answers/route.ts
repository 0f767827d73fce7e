import { NextResponse } from 'next/server'

import { checkDrillAnswer } from '@/features/practice-drills/drills.server'
import { getTranslator } from '@/i18n/translator'
import { defaultLocale, isLocale, type Locale, withLocale } from '@/i18n/locale'
import { DASHBOARD_PATH, practiceHref, signInHref } from '@/lib/links'
import { readSiteForm, refuseCrossSite, seeOther } from '@/lib/site-request.server'
import type { User } from '@/payload-types'
import { getPayloadClient } from '@/server/payload.server'

const noStore = { 'Cache-Control': 'no-store' }

/**
 * POST /api/practice-drills/{id}/answers: a drill question's "Check answer" form. Without JavaScript it
 * goes back to the question on the practice page, which then shows the key and the explanation (or why
 * nothing was kept); the page's script sends the same form asking for JSON, `{ ok }` or `{ message }`
 * in the page's language, and refreshes the page itself.
 */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const wantsJson = (request.headers.get('accept') ?? '').includes('application/json')
  const foreign = refuseCrossSite(request)
  if (foreign) return foreign
  const body = await readSiteForm(request)
  if (!body.ok) return body.response
  const { id } = await params
  const form = body.value
  const page: Locale = isLocale(form?.get('page')) ? (form?.get('page') as Locale) : defaultLocale
  const t = getTranslator(page, 'practice')
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user || user.collection !== 'users') {
    if (wantsJson) return NextResponse.json({ ok: false, message: t('errors.signedOut') }, { status: 401, headers: noStore })
    return seeOther(signInHref(withLocale(DASHBOARD_PATH, page)))
  }
  const questionId = String(form?.get('questionId') ?? '')
  const outcome = await checkDrillAnswer(payload, user as User, id, { questionId, option: form?.get('option') ?? undefined })
  if (wantsJson) {
    if (outcome.status === 200) return NextResponse.json({ ok: true }, { headers: noStore })
    const message = outcome.status === 409 ? t('errors.alreadyChecked', { option: outcome.option }) : t(`errors.${outcome.message}`)
    return NextResponse.json({ ok: false, message }, { status: outcome.status, headers: noStore })
  }
  if (!outcome.slug) return seeOther(withLocale(DASHBOARD_PATH, page))
  const back = withLocale(practiceHref(encodeURIComponent(outcome.slug)), page)
  const refused =
    outcome.status === 400 ? `${page === defaultLocale ? '?' : '&'}error=${outcome.message}&question=${encodeURIComponent(questionId)}` : ''
  return seeOther(`${back}${refused}#question-${encodeURIComponent(questionId)}`)
}
