import type { LocaleParams } from '@/i18n/locale'

import { generateQuizListMetadata, QuizListView } from '../../../current-affairs/daily-cs-mcqs/quiz-list-view'

export const generateMetadata = generateQuizListMetadata

// The daily quizzes for a reader with a session: each quiz's state and score, and their streak (ADR 010).
export const dynamic = 'force-dynamic'

export default function SignedInDailyQuizzesPage({ params }: { params: LocaleParams }) {
  return <QuizListView params={params} viewer="signed-in" />
}
