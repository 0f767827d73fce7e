import type { LocaleParams } from '@/i18n/locale'

import { generateSeriesMetadata, SeriesView } from '../../test-series/series-view'

export const generateMetadata = generateSeriesMetadata

// The test series for a reader with a session: each test's state and score (ADR 010).
export const dynamic = 'force-dynamic'

export default function SignedInTestSeriesPage({ params }: { params: LocaleParams }) {
  return <SeriesView params={params} viewer="signed-in" />
}
