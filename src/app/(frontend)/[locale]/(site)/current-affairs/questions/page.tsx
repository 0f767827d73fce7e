import type { LocaleParams } from '@/i18n/locale'

import { generateQuestionsMetadata, QuestionsView } from './questions-view'

export const generateMetadata = generateQuestionsMetadata

/** Rendered on first request, then cached: the visitor's page (ADR 010). */
export default function QuestionsOfTheDayPage({ params }: { params: LocaleParams }) {
  return <QuestionsView params={params} viewer="visitor" />
}
