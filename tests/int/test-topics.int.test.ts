import { beforeAll, describe, expect, it } from 'vitest'

import { getTestPayload } from '../helpers/payload'
import { seedDemo } from '../helpers/seeded-demo'

const topicIdOf = async (slug: string) => {
  const payload = await getTestPayload()
  const { docs } = await payload.find({ collection: 'topics', where: { slug: { equals: slug } }, limit: 1, overrideAccess: true })
  return docs[0]!.id
}

// The whole demo seed, once: on a loaded two-core machine it takes over a minute, and a test's retry
// could not pass on a half-seeded database, so it runs in a hook with room of its own.
beforeAll(async () => {
  await seedDemo(await getTestPayload())
}, 240_000)

describe("a test's topics and question count", () => {
  it('come from its questions, kept through a Punjabi edit, and follow a change of questions', async () => {
    const payload = await getTestPayload()
    const polity = await topicIdOf('gs-pcs-prelims_polity')

    // The seed writes the Punjabi titles in a second update that sends no questions.
    const { docs } = await payload.find({
      collection: 'tests',
      where: { slug: { equals: 'polity-topic-01' } },
      depth: 0,
      overrideAccess: true,
    })
    const test = docs[0]!
    expect(test.topics).toEqual([polity])
    expect(test.questionCount).toBe(12)

    // Anyone can find the published tests for a topic page.
    const found = await payload.find({ collection: 'tests', where: { topics: { contains: polity } }, overrideAccess: false, depth: 0 })
    expect(found.docs.map((doc) => doc.slug)).toContain('polity-topic-01')

    // Swapping in a history question adds its topic.
    const {
      docs: [historyQuestion],
    } = await payload.find({
      collection: 'questions',
      where: { seedKey: { equals: 'history-001' } },
      depth: 0,
      overrideAccess: true,
    })
    const section = test.sections[0]!
    const updated = await payload.update({
      collection: 'tests',
      id: test.id,
      data: { sections: [{ ...section, questions: [...(section.questions as number[]), historyQuestion!.id] }] },
      depth: 0,
      overrideAccess: true,
    })
    expect(new Set(updated.topics)).toEqual(new Set([polity, historyQuestion!.topic]))
    expect(updated.questionCount).toBe(13)
  })
})
