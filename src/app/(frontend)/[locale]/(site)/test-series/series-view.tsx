import type { Metadata } from 'next'

import { getUser } from '@/server/request-user.server'
import { TestSeriesList } from '@/features/test-engine/components/test-series-list'
import { loadTestSeries, loadTestSeriesForVisitors } from '@/features/test-engine/test-pages.server'
import { getTranslator } from '@/i18n/translator'
import { signInHref, TEST_SERIES_PATH } from '@/lib/links'
import { type LocaleParams, pageLocale, withLocale } from '@/i18n/locale'
import { pageMetadata } from '@/lib/metadata'
import { getPayloadClient } from '@/server/payload.server'

export async function generateSeriesMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = getTranslator(locale, 'testSeries')
  return pageMetadata({ title: t('meta.listTitle'), description: t('meta.listDescription'), path: TEST_SERIES_PATH, locale })
}

/**
 * The test series and their tests. Visitors get the cached page (ADR 010); a candidate with a session
 * gets their own, with each test's state and score.
 */
export async function SeriesView({ params, viewer }: { params: LocaleParams; viewer: 'visitor' | 'signed-in' }) {
  const locale = await pageLocale(params)
  const user = viewer === 'signed-in' ? await getUser() : null
  const series = user ? await loadTestSeries(await getPayloadClient(), user, locale) : await loadTestSeriesForVisitors(locale)
  return (
    <TestSeriesList
      series={series}
      isSignedIn={user !== null}
      signInHref={signInHref(withLocale(TEST_SERIES_PATH, locale))}
      locale={locale}
      now={new Date().toISOString()}
    />
  )
}
