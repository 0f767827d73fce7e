import { generateQuizMetadata, type QuizPageProps, QuizView } from './quiz-view'

export const generateMetadata = generateQuizMetadata

/** Rendered on first request, then cached: the visitor's quiz (ADR 010). */
export function generateStaticParams() {
  return []
}

export default function DailyQuizPage({ params }: QuizPageProps) {
  return <QuizView params={params} viewer="visitor" />
}
