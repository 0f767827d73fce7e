/** The daily quiz's shapes other features show (the dashboard's streak card). */
export type { QuizStreak } from './streak'
