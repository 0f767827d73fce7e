import type { LocaleParams } from '@/i18n/locale'

import { generateQuestionsMetadata, QuestionsView } from '../../../current-affairs/questions/questions-view'

export const generateMetadata = generateQuestionsMetadata

// The Question of the Day for a reader with a session: their answer, submission and evaluation (ADR 010).
export const dynamic = 'force-dynamic'

export default function SignedInQuestionsOfTheDayPage({ params }: { params: LocaleParams }) {
  return <QuestionsView params={params} viewer="signed-in" />
}
