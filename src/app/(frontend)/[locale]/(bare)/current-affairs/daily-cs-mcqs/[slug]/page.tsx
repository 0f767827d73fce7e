import { generateQuizMetadata, type QuizPageProps, VisitorQuizView } from './quiz-view'

export const generateMetadata = generateQuizMetadata

/** Rendered on first request, then cached: the visitor's quiz (ADR 010). */
export function generateStaticParams() {
  return []
}

export default function DailyQuizPage({ params }: QuizPageProps) {
  return <VisitorQuizView params={params} />
}
