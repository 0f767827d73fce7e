import { pyqPapers } from '../content/pyq'
import type { SeedContext } from './context'

/**
 * Links each PYQ paper that has a practice test (`testKey`) to it, with the paper's cut-off, wherever
 * the paper has no test yet: on a new database, and on one seeded before the test existed.
 */
export async function linkPyqTests({ payload }: SeedContext): Promise<void> {
  for (const seed of pyqPapers) {
    if (!seed.testKey) continue
    const bySlug = (slug: string) => ({ where: { slug: { equals: slug } }, limit: 1, depth: 0, draft: true, pagination: false }) as const
    const paper = (await payload.find({ collection: 'pyq-papers', overrideAccess: true, ...bySlug(seed.key) })).docs[0]
    const test = (await payload.find({ collection: 'tests', overrideAccess: true, ...bySlug(seed.testKey) })).docs[0]
    if (!paper || !test || paper.test) continue
    await payload.update({
      collection: 'pyq-papers',
      id: paper.id,
      data: {
        test: test.id,
        ...(paper.cutoff == null && seed.cutoff != null ? { cutoff: seed.cutoff, cutoffIsEstimate: Boolean(seed.cutoffIsEstimate) } : {}),
      },
      overrideAccess: true,
      depth: 0,
    })
  }
}
