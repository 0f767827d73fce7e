import { keepSessionThrough, sessionOfUser } from '@/features/auth/session-token.server'
import { startAttempt } from '@/features/test-engine/start-attempt.server'
import { SUBMIT_GRACE_MS } from '@/features/test-engine/timing'
import { type StartError } from '@/features/test-engine/links'
import { getPayloadClient } from '@/server/payload.server'
import { signInHref, testHref } from '@/lib/links'
import { defaultLocale, isLocale, type Locale, withLocale } from '@/i18n/locale'
import { readSiteForm, refuseCrossSite, seeOther } from '@/lib/site-request.server'
import type { User } from '@/payload-types'

/**
 * POST /api/tests/{slug}/start: the instructions page's form (it works without JavaScript). Starts the
 * attempt, or resumes the open one, and goes to the exam screen in the language chosen for its
 * controls; a refusal goes back to the instructions with the reason.
 */
export async function POST(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const foreign = refuseCrossSite(request)
  if (foreign) return foreign
  const body = await readSiteForm(request)
  if (!body.ok) return body.response
  const { slug } = await params
  const form = body.value
  const chosen = form?.get('controls')
  // The exam screen's buttons, palette and dialogs speak the language chosen on the instructions page.
  const controls = isLocale(chosen) ? chosen : defaultLocale
  const page = isLocale(form?.get('page')) ? (form?.get('page') as Locale) : controls
  // The page words the error itself: an address never carries text to show (no message injection).
  const back = (error: StartError) => seeOther(`${withLocale(testHref(slug), page)}${page === defaultLocale ? '?' : '&'}error=${error}`)
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user || user.collection !== 'users') return seeOther(signInHref(withLocale(testHref(slug), page)))

  if (form?.get('confirm') !== 'yes') return back('confirm')
  const started = await startAttempt(payload, user as User, slug, form.get('language'))
  if (!started.ok) return back('refused')
  const response = seeOther(withLocale(started.href, controls))
  // A session never ends mid-attempt: one that would end before the deadline is renewed now (ADR 012).
  const session = sessionOfUser(user as User)
  const renewed = session && (await keepSessionThrough(payload, session, new Date(started.deadline.getTime() + SUBMIT_GRACE_MS)))
  if (renewed) response.cookies.set(renewed.name, renewed.value, renewed.options)
  return response
}
