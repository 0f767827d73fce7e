import 'server-only'

/** What other features (the dashboard) read of the daily quiz: a quiz, and the candidate's history. */
export { readDailyQuiz } from './daily-quizzes.server'
export { readQuizHistory } from './history.server'
