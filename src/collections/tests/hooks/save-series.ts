import type { CollectionAfterChangeHook } from 'payload'

import { relationId } from '@/lib/ids'
import type { TestSeries } from '@/payload-types'

type SeriesTests = NonNullable<TestSeries['tests']>
const idsOf = (tests: SeriesTests) => tests.map((test) => (typeof test === 'object' ? test.id : test))

/**
 * A test's form names the test series that hold it (the virtual `series` field, read when the form
 * opens) and may change them: on save, each series the test joins gets it at the end of its list, and
 * each it leaves loses it, in the same request and transaction, as the same staff member. A series is
 * saved the way it stands: a published one stays published, one with unpublished changes keeps them
 * as a draft. Without a `series` value (the form could not read them) membership is left as it is.
 */
export const saveSeriesMembership: CollectionAfterChangeHook = async ({ data, doc, req }) => {
  const chosen = (data as { series?: unknown } | undefined)?.series
  if (!Array.isArray(chosen)) return doc
  const wanted = new Set((chosen as Parameters<typeof relationId>[0][]).map(relationId))
  const as = { req, user: req.user, depth: 0 } as const

  const { docs: holding } = await req.payload.find({
    collection: 'test-series',
    where: { tests: { contains: doc.id } },
    draft: true,
    limit: 100,
    pagination: false,
    overrideAccess: false,
    ...as,
  })
  const held = new Set(holding.map((series) => String(series.id)))
  const changes: { series: TestSeries; tests: SeriesTests }[] = holding
    .filter((series) => !wanted.has(String(series.id)))
    .map((series) => ({ series, tests: (series.tests ?? []).filter((test) => relationId(test) !== String(doc.id)) }))
  for (const id of wanted) {
    if (held.has(id)) continue
    const series = await req.payload.findByID({ collection: 'test-series', id, draft: true, overrideAccess: false, ...as })
    changes.push({ series, tests: [...(series.tests ?? []), doc.id] })
  }
  for (const { series, tests } of changes) {
    await req.payload.update({
      collection: 'test-series',
      id: series.id,
      data: { tests: idsOf(tests) },
      draft: series._status === 'draft',
      overrideAccess: false,
      ...as,
    })
  }
  return doc
}
