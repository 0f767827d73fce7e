import { beforeEach, describe, expect, it, vi } from 'vitest'

import { getTestPayload } from '../helpers/payload'

// Next's cache lives in the Next server; here we record which cache tags a change expires.
const expired = vi.hoisted(() => [] as string[])
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  revalidateTag: (tag: string) => expired.push(tag),
}))

beforeEach(() => {
  expired.length = 0
})

/** A publish or an edit expires the cached pages that show it, within the same request (issue 5). */
describe('revalidation on change', () => {
  it('publishing an article expires the current-affairs reads', async () => {
    const payload = await getTestPayload()
    const article = await payload.create({
      collection: 'current-affairs',
      data: {
        title: 'Punjab opens 12 new Mohalla Clinics in Ludhiana',
        date: '2026-11-22T12:00:00.000Z',
        region: 'punjab',
        category: 'Health',
        summary: 'More primary care in the city.',
        _status: 'draft',
      },
      draft: true,
      overrideAccess: true,
    })
    expired.length = 0
    await payload.update({ collection: 'current-affairs', id: article.id, data: { _status: 'published' }, overrideAccess: true })
    expect(expired).toContain('content:current-affairs')
  })

  it('editing the syllabus or the site settings expires their reads; deleting a topic too', async () => {
    const payload = await getTestPayload()
    await payload.updateGlobal({
      slug: 'syllabus',
      data: { title: 'PPSC Civil Services syllabus', intro: 'Three stages.' },
      overrideAccess: true,
    })
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { supportEmail: 'help@pcs.test', phone: '+91 98140 52600' },
      overrideAccess: true,
    })
    const topic = await payload.create({
      collection: 'topics',
      data: {
        title: 'Punjab economy',
        stage: 'mains',
        key: 'punjab-economy-test',
        overview: 'Agriculture and industry.',
        _status: 'published',
      },
      overrideAccess: true,
    })
    await payload.delete({ collection: 'topics', id: topic.id, overrideAccess: true })
    expect(expired).toEqual(expect.arrayContaining(['content:syllabus', 'content:site-settings', 'content:topics']))
  })
})
