import { startDrill } from '@/features/practice-drills/drills.server'
import { defaultLocale, isLocale, type Locale, withLocale } from '@/i18n/locale'
import { practiceHref, signInHref } from '@/lib/links'
import { readSiteForm, refuseCrossSite, seeOther } from '@/lib/site-request.server'
import type { User } from '@/payload-types'
import { getPayloadClient } from '@/server/payload.server'

/**
 * POST /api/practice-drills: the practice page's "Start" form (it works without JavaScript). Starts a
 * drill on the topic, or keeps the one still open, and goes back to the topic's practice page; a topic
 * with nothing to practise goes back with the reason (the page words it).
 */
export async function POST(request: Request) {
  const foreign = refuseCrossSite(request)
  if (foreign) return foreign
  const body = await readSiteForm(request)
  if (!body.ok) return body.response
  const form = body.value
  const slug = String(form?.get('topic') ?? '')
  const page: Locale = isLocale(form?.get('page')) ? (form?.get('page') as Locale) : defaultLocale
  const back = withLocale(practiceHref(encodeURIComponent(slug)), page)
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user || user.collection !== 'users') return seeOther(signInHref(back))
  const started = await startDrill(payload, user as User, slug)
  if (!started.ok) return seeOther(`${back}${page === defaultLocale ? '?' : '&'}error=${started.reason}`)
  return seeOther(`${back}#drill`)
}
