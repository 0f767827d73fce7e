import { CandidateQuizView } from '../../../../current-affairs/daily-cs-mcqs/[slug]/candidate-quiz-view'
import { generateQuizMetadata, type QuizPageProps } from '../../../../current-affairs/daily-cs-mcqs/[slug]/quiz-view'

export const generateMetadata = generateQuizMetadata

// One candidate's quiz: Start, their running attempt or their result, and their streak (ADR 010).
export const dynamic = 'force-dynamic'

export default function SignedInDailyQuizPage({ params }: QuizPageProps) {
  return <CandidateQuizView params={params} />
}
