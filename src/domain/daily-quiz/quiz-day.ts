import type { Where } from 'payload'

import { type IsoDay, indianDay, indianDayBounds } from '@/lib/days'

/**
 * A daily quiz opens when its day begins in India (00:00 IST) and not before: until then nobody but
 * staff may read, check or start it, although its address names its day. One rule for the quiz list
 * and the `tests` collection's read access.
 */

/** The daily quizzes whose day has begun by `today` (their day is today or earlier, in India). */
export const quizDaysUpTo = (today: IsoDay): Where => ({ quizDate: { less_than: indianDayBounds(today).end } })

/** Tests a non-staff reader may see at `now`: any test but a daily quiz whose day is still to come. */
export const testsOpenAt = (now: Date): Where => ({ or: [{ kind: { not_equals: 'daily-quiz' } }, quizDaysUpTo(indianDay(now))] })
