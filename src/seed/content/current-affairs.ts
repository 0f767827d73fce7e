import { currentAffairsEarlier } from './current-affairs-earlier'
import { currentAffairsRecent } from './current-affairs-recent'
import type { CurrentAffairSeed } from './types'

/** Sixty articles: two a day for the last thirty days (0 = the day the seed runs). */
export const currentAffairs: CurrentAffairSeed[] = [...currentAffairsRecent, ...currentAffairsEarlier]
