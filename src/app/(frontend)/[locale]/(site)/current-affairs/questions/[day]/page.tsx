import { generateQuestionDayMetadata, type QuestionDayParams, QuestionDayView } from '../questions-view'

export const generateMetadata = generateQuestionDayMetadata

/** Rendered on first request, then cached: the visitor's page (ADR 010). */
export function generateStaticParams() {
  return []
}

export default function QuestionOfTheDayPage({ params }: { params: QuestionDayParams }) {
  return <QuestionDayView params={params} viewer="visitor" />
}
