import { generateQuestionDayMetadata, type QuestionDayParams, QuestionDayView } from '../../../../current-affairs/questions/questions-view'

export const generateMetadata = generateQuestionDayMetadata

// One day's question for a reader with a session: their answer, submission and evaluation (ADR 010).
export const dynamic = 'force-dynamic'

export default function SignedInQuestionOfTheDayPage({ params }: { params: QuestionDayParams }) {
  return <QuestionDayView params={params} viewer="signed-in" />
}
