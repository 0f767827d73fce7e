import type { ExamSession } from '@/domain/test-engine/types'

import { remainingMs } from '../timing'
import type { ServerClock } from './sync'

/** The clock as the candidate sees it, from the server's deadline and the offset measured at load. */
export function clockRemainingMs(clock: ServerClock | null, session: Pick<ExamSession, 'deadline' | 'serverNow'>): number {
  if (!clock) return remainingMs(Date.parse(session.serverNow), Date.parse(session.deadline))
  return remainingMs(Date.now() + clock.offsetMs, clock.deadlineMs)
}
