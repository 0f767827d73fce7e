import 'server-only'

import type { Payload } from 'payload'

import { indianDay, indianDayBounds } from '@/lib/days'
import type { DailyQuestion, User } from '@/payload-types'

/**
 * A Question of the Day the caller may answer: one they can read (published, for candidates and
 * visitors) whose day has come in India. Past days stay open: the archive is for practice too.
 */
export async function findAnswerableQuestion(payload: Payload, user: User | null, id: string, now: Date): Promise<DailyQuestion | null> {
  if (!/^\d+$/.test(id)) return null
  const question = await payload.findByID({
    collection: 'daily-questions',
    id,
    depth: 0,
    overrideAccess: false,
    user: user ? { ...user, collection: 'users' } : undefined,
    disableErrors: true,
  })
  if (!question || new Date(question.date).getTime() >= new Date(indianDayBounds(indianDay(now)).end).getTime()) return null
  return question
}

export const NO_SUCH_QUESTION = 'There is no such Question of the Day. It may have been withdrawn; open today’s question instead.'
