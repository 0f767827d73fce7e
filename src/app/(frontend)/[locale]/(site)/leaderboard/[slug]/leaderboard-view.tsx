import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { getUser } from '@/server/request-user.server'
import { Leaderboard } from '@/features/test-engine/components/leaderboard/leaderboard'
import { loadLeaderboard } from '@/features/test-engine/mock-window.server'
import { findTestForCandidate } from '@/features/test-engine/start-attempt.server'
import { getTranslator } from '@/i18n/translator'
import { leaderboardHref, signInHref } from '@/lib/links'
import { pageLocale, withLocale } from '@/i18n/locale'
import { notFoundMetadata, pageMetadata } from '@/lib/metadata'
import { getPayloadClient } from '@/server/payload.server'

export type LeaderboardPageProps = { params: Promise<{ locale: string; slug: string }> }

export async function generateLeaderboardMetadata({ params }: LeaderboardPageProps): Promise<Metadata> {
  const { slug } = await params
  const locale = await pageLocale(params)
  const test = await findTestForCandidate(await getPayloadClient(), null, slug, locale, { title: true, window: true })
  if (!test?.window?.startsAt) return notFoundMetadata(params)
  const t = getTranslator(locale, 'leaderboard')
  return pageMetadata({
    title: t('metaTitle', { test: test.title }),
    description: t('metaDescription', { test: test.title }),
    path: leaderboardHref(slug),
    locale,
  })
}

/**
 * An All-Punjab mock window's leaderboard. Visitors get the cached page, asked for again every 30
 * seconds (the list appears when the window's time comes, not on a publish); a candidate with a
 * session gets their own, with their place marked (ADR 010, ADR 044).
 */
export async function LeaderboardView({ params, viewer }: LeaderboardPageProps & { viewer: 'visitor' | 'signed-in' }) {
  const { slug } = await params
  const locale = await pageLocale(params)
  const user = viewer === 'signed-in' ? await getUser() : null
  const view = await loadLeaderboard(await getPayloadClient(), user, slug, locale)
  if (!view) notFound()
  return (
    <Leaderboard
      view={view}
      locale={locale}
      viewer={user ? { isSignedIn: true } : { signInHref: signInHref(withLocale(leaderboardHref(slug), locale)) }}
    />
  )
}
