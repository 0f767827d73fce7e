import 'server-only'

import type { Payload } from 'payload'

import { parseJson } from '@/domain/test-engine/attempt-store.server'
import { paperQuestionIds } from '@/domain/test-engine/paper.server'
import { findQuestionTopics } from '@/domain/test-engine/question-topics'
import { testQuestionIds } from '@/domain/test-engine/test-questions'
import type { PaperSnapshot } from '@/domain/test-engine/types'
import { checkTestAccess, findOwnAttempts } from '@/features/test-engine/public.server'
import { relationId } from '@/lib/ids'
import type { User } from '@/payload-types'

export type DrillPool = {
  /** The questions on the topic the candidate may practise, with their answers shown as they check. */
  questionIds: string[]
  /** Questions already in one of the candidate's papers or drills. */
  seen: Set<string>
}

/**
 * What a candidate may practise on a topic (ADR 039), read as them. A drill shows each answer as soon
 * as it is checked, so only questions whose answers are theirs to see, and nothing that could help in a
 * test still running:
 * - the questions of published past papers (PYQ tests) that have opened and that they may take (free,
 *   or in a paid series they are enrolled in);
 * - the questions of published tests that have closed, that they may take;
 * - the questions of their own finished attempts whose answers are open to them (ADR 014).
 * Never a question of one of their attempts still in progress. Only questions whose topic is `topicId`.
 */
export async function readDrillPool(payload: Payload, user: User, topicId: number | string, now = new Date()): Promise<DrillPool> {
  const [attempts, tests, drills] = await Promise.all([
    findOwnAttempts(payload, user, { select: { paper: true, breakdown: true, status: true } }, now),
    payload.find({
      collection: 'tests',
      where: {
        and: [
          { topics: { in: [topicId] } },
          { or: [{ kind: { equals: 'pyq' } }, { closesAt: { less_than_equal: now.toISOString() } }] },
          { or: [{ opensAt: { exists: false } }, { opensAt: { less_than_equal: now.toISOString() } }] },
        ],
      },
      depth: 0,
      pagination: false,
      overrideAccess: false,
      user,
    }),
    payload.find({
      collection: 'drills',
      where: { candidate: { equals: user.id } },
      select: { questions: true },
      depth: 0,
      pagination: false,
      overrideAccess: false,
      user,
    }),
  ])

  const seen = new Set<string>()
  const running = new Set<string>()
  const candidates = new Set<string>()
  for (const attempt of attempts) {
    const ids = paperQuestionIds(parseJson(attempt.paper) as PaperSnapshot)
    for (const id of ids) seen.add(id)
    if (attempt.status === 'in-progress') for (const id of ids) running.add(id)
    // The breakdown is readable only once the attempt's answers are open to its candidate.
    else if (attempt.breakdown != null) for (const id of ids) candidates.add(id)
  }
  for (const drill of drills.docs) for (const question of drill.questions ?? []) seen.add(String(relationId(question)))

  const allowed = await Promise.all(
    tests.docs.map(async (test) => ((await checkTestAccess(payload, user, test)).ok ? testQuestionIds(test) : [])),
  )
  for (const id of allowed.flat()) candidates.add(id)
  for (const id of running) candidates.delete(id)

  const topicOf = await findQuestionTopics(payload, [...candidates])
  const questionIds = [...candidates].filter((id) => topicOf.get(id) != null && String(topicOf.get(id)) === String(topicId))
  return { questionIds, seen }
}
