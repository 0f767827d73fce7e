import type { CollectionAfterChangeHook } from 'payload'

import type { TestSeries } from '@/payload-types'

type Id = number | string
const idOf = (value: unknown): Id | null => {
  if (typeof value === 'number' || typeof value === 'string') return value
  if (value && typeof value === 'object' && 'id' in value) return (value as { id: Id }).id
  return null
}

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
  const wanted = new Set(chosen.map(idOf).filter((id): id is Id => id !== null).map(String))
  const as = { req, user: req.user, depth: 0 } as const

  const { docs: holding } = await req.payload.find({ collection: 'test-series', where: { tests: { contains: doc.id } }, draft: true, limit: 100, pagination: false, overrideAccess: false, ...as })
  const held = new Set(holding.map((series) => String(series.id)))
  const changes: { series: TestSeries; tests: Id[] }[] = []
  for (const series of holding) {
    if (!wanted.has(String(series.id))) changes.push({ series, tests: (series.tests ?? []).map(idOf).filter((id): id is Id => id !== null && String(id) !== String(doc.id)) })
  }
  for (const id of wanted) {
    if (held.has(id)) continue
    const series = await req.payload.findByID({ collection: 'test-series', id, draft: true, overrideAccess: false, ...as })
    changes.push({ series, tests: [...(series.tests ?? []).map(idOf).filter((test): test is Id => test !== null), doc.id] })
  }
  for (const { series, tests } of changes) {
    await req.payload.update({ collection: 'test-series', id: series.id, data: { tests: tests as number[] }, draft: series._status === 'draft', overrideAccess: false, ...as })
  }
  return doc
}
