import { readAnswerKey } from '@/domain/test-engine/paper.server'
import { optionLetterList } from '@/domain/test-engine/types'
import { checkDrillAnswer, startDrill } from '@/features/practice-drills/drills.server'
import { relationId } from '@/lib/ids'
import type { User } from '@/payload-types'

import type { SeedContext } from './context'

/**
 * The demo candidate's practice drill on Polity, half-way: made by the drill's own use-cases, so it
 * draws on the 2020 past paper as a candidate's would; the first question answered right, the second
 * wrong, so the demo shows both.
 */
export async function seedDemoDrill({ payload, ensure, topicIdIn }: SeedContext, candidate: User): Promise<void> {
  const topicId = topicIdIn('prelims', 'polity')
  if (topicId === undefined) return
  const topic = await payload.findByID({ collection: 'topics', id: topicId, depth: 0, overrideAccess: true })
  if (!topic.slug) return
  await ensure('drills', 'candidate', String(candidate.id), async () => {
    const started = await startDrill(payload, candidate, topic.slug!)
    if (!started.ok) throw new Error(`The demo drill on ${topic.slug} could not start: ${started.reason}`)
    const { docs } = await payload.find({
      collection: 'drills',
      where: { candidate: { equals: candidate.id } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const drill = docs[0]!
    const [first, second] = (drill.questions ?? []).map((question) => String(relationId(question)))
    const key = await readAnswerKey(
      payload,
      [first, second].filter((id): id is string => Boolean(id)),
    )
    const right = first ? key.get(first)?.correct : undefined
    const wrongOf = (id: string) => optionLetterList.find((letter) => letter !== key.get(id)?.correct)
    if (first && right) await checkDrillAnswer(payload, candidate, String(drill.id), { questionId: first, option: right })
    if (second) await checkDrillAnswer(payload, candidate, String(drill.id), { questionId: second, option: wrongOf(second) })
    return drill
  })
}
