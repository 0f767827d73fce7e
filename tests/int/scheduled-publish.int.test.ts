import { describe, expect, it } from 'vitest'

import { getTestPayload } from '../helpers/payload'

/**
 * Daily current affairs are written the evening before and scheduled for 6:00 IST. Staff schedule it in
 * the admin ("Schedule publish"), which queues Payload's `schedulePublish` job; the site's job runner
 * (jobs.autoRun, every minute) publishes what is due. Here the runner is called directly.
 */
describe('scheduled publishing', () => {
  it('keeps a scheduled article hidden until its time, then publishes it', async () => {
    const payload = await getTestPayload()
    const article = await payload.create({
      collection: 'current-affairs',
      data: {
        title: 'Punjab notifies paddy sowing in two phases from June 1',
        date: '2026-11-23T12:00:00.000Z',
        region: 'punjab',
        category: 'Agriculture',
        summary: 'Staggered transplanting to save groundwater in the central districts.',
        _status: 'draft',
      },
      draft: true,
      overrideAccess: true,
    })
    const visible = async () =>
      (await payload.find({ collection: 'current-affairs', where: { id: { equals: article.id } }, overrideAccess: false, depth: 0 }))
        .totalDocs

    const sixAmIst = new Date(Date.now() + 60 * 60 * 1000)
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'current-affairs', value: article.id } },
      waitUntil: sixAmIst,
    })
    await payload.jobs.run()
    expect(await visible()).toBe(0)

    // The time comes: the next run publishes it.
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'schedulePublish' } },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'payload-jobs',
      id: docs[0]!.id,
      data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    await payload.jobs.run()
    expect(await visible()).toBe(1)
  })

  it('runs every minute in the served site', async () => {
    const payload = await getTestPayload()
    expect(payload.config.jobs.autoRun).toEqual([expect.objectContaining({ cron: '* * * * *', queue: 'default' })])
  })
})
