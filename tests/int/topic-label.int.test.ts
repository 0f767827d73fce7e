import { describe, expect, it } from 'vitest'

import { getTestPayload } from '../helpers/payload'

/** Issue 15: staff tell "Geography · Prelims" from "Geography · Mains" in every topic picker (the topics' useAsTitle). */
describe("a topic's admin label", () => {
  it('is its English title and paper, kept through a Punjabi save, and follows the title and the stage', async () => {
    const payload = await getTestPayload()
    const write = { overrideAccess: true, depth: 0 } as const
    const topic = await payload.create({
      collection: 'topics',
      data: {
        title: 'Geography',
        stage: 'mains',
        key: 'geography',
        overview: 'Physical and human geography of Punjab and India.',
        availability: 'free',
        _status: 'published',
      },
      locale: 'en',
      ...write,
    })
    expect(topic.label).toBe('Geography · Mains')

    const inPunjabi = await payload.update({
      collection: 'topics',
      id: topic.id,
      data: { title: 'ਭੂਗੋਲ', overview: 'ਪੰਜਾਬ ਅਤੇ ਭਾਰਤ ਦਾ ਭੂਗੋਲ।' },
      locale: 'pa',
      ...write,
    })
    expect(inPunjabi.label).toBe('Geography · Mains')
    expect(inPunjabi.title).toBe('ਭੂਗੋਲ')

    const renamed = await payload.update({
      collection: 'topics',
      id: topic.id,
      data: { title: 'Geography of Punjab' },
      locale: 'en',
      ...write,
    })
    expect(renamed.label).toBe('Geography of Punjab · Mains')
    const moved = await payload.update({ collection: 'topics', id: topic.id, data: { stage: 'prelims' }, locale: 'pa', ...write })
    expect(moved.label).toBe('Geography of Punjab · Prelims')
    expect(moved.title).toBe('ਭੂਗੋਲ')
  })
})
