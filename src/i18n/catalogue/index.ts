import { common } from './common'
import { shell } from './shell'
import { home } from './home'
import { search } from './search'
import { auth } from './auth'
import { forms } from './forms'
import { contact } from './contact'
import { legal } from './legal'
import { testSeries } from './test-series'
import { exam } from './exam'
import { result } from './result'
import { dailyQuiz } from './daily-quiz'
import { dailyQuestions } from './daily-questions'
import { currentAffairs } from './current-affairs'
import { dashboard } from './dashboard'
import { resources } from './resources'
import { library } from './library'
import { practice } from './practice'
import { leaderboard } from './leaderboard'
import { purchases } from './purchases'

/**
 * The one message catalogue (ADR 018): every string a candidate can see, English and Punjabi side by
 * side, one namespace per file. Staff-editable texts live in the CMS, not here.
 */
export const catalogue = {
  common,
  shell,
  home,
  search,
  auth,
  forms,
  contact,
  legal,
  testSeries,
  exam,
  result,
  dailyQuiz,
  dailyQuestions,
  currentAffairs,
  dashboard,
  resources,
  library,
  practice,
  leaderboard,
  purchases,
}

export type Namespace = keyof typeof catalogue
