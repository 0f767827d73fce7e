import type { LocaleParams } from '@/i18n/locale'

import { generateSeriesMetadata, SeriesView } from './series-view'

export const generateMetadata = generateSeriesMetadata

export default function TestSeriesPage({ params }: { params: LocaleParams }) {
  return <SeriesView params={params} viewer="visitor" />
}
