import type { LocaleParams } from '@/i18n/locale'

import { generateQuizListMetadata, QuizListView } from './quiz-list-view'

export const generateMetadata = generateQuizListMetadata

/** Rendered on first request, then cached: the visitor's list (ADR 010). */
export default function DailyQuizzesPage({ params }: { params: LocaleParams }) {
  return <QuizListView params={params} viewer="visitor" />
}
