import 'server-only'

import type { UIFieldServerComponent } from 'payload'

import { isAdminUser, isStaffUser } from '@/access'

/**
 * In a test's sidebar in the admin: its results as a CSV or Excel file, one row per finished attempt
 * (rank, name, e-mail, mobile, district, marks per section and topic). Administrators only, since the
 * file carries candidates' contact details; editors are told so.
 */
export const ResultsExportPanel: UIFieldServerComponent = async ({ id, req }) => {
  if (id == null || !isStaffUser(req.user)) return null
  const test = await req.payload.findByID({ collection: 'tests', id, select: { slug: true }, depth: 0, draft: true, overrideAccess: true })
  const { totalDocs } = await req.payload.count({
    collection: 'attempts',
    where: { and: [{ test: { equals: id } }, { status: { not_equals: 'in-progress' } }] },
    overrideAccess: true,
  })
  const href = (format: string) => `/api/tests/${encodeURIComponent(test.slug ?? '')}/results?format=${format}`
  return (
    <section aria-labelledby="results-export-heading" data-testid="results-export" style={{ marginBottom: 'var(--base)' }}>
      <h3 id="results-export-heading" style={{ fontSize: '1rem', margin: '0 0 calc(var(--base) / 3)' }}>
        Results export
      </h3>
      {!isAdminUser(req.user) ? (
        <p style={{ margin: 0 }}>Only administrators can export results: the file holds candidates’ mobile numbers.</p>
      ) : totalDocs === 0 ? (
        <p style={{ margin: 0 }}>No candidate has finished this test yet.</p>
      ) : (
        <>
          <p style={{ margin: '0 0 calc(var(--base) / 3)' }}>
            {totalDocs} finished {totalDocs === 1 ? 'attempt' : 'attempts'}: rank, name, e-mail, mobile, district, and marks per section and
            topic.
          </p>
          <p style={{ margin: 0, display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
            <a href={href('csv')} download>
              Download CSV
            </a>
            <a href={href('xlsx')} download>
              Download Excel (XLSX)
            </a>
          </p>
        </>
      )}
    </section>
  )
}
