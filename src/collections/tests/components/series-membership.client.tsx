'use client'

import { Link, RelationshipField, useConfig, useFormFields } from '@payloadcms/ui'
import type { RelationshipFieldClientComponent } from 'payload'

import { useVirtualFieldValue } from '@/fields/components/virtual-value'

type Id = number | string

/** Kinds candidates reach through a test series; the others have their own pages (topic, PYQ, daily quiz). */
const listedThroughSeries = new Set(['gs-prelims', 'csat', 'sectional'])

/**
 * On a test's form: the test series that hold it, chosen with Payload's own picker, and a warning
 * while it is in none, since a mock that is in no series appears nowhere on the site. The series are
 * read from the API as the signed-in staff member (drafts included) when the form opens and after each
 * save (the virtual `series` field stores nothing itself); until then the picker is read-only, so a
 * choice cannot be overwritten by the reading. Saving the test saves the membership
 * (`hooks/save-series.ts`).
 */
export const SeriesMembership: RelationshipFieldClientComponent = (props) => {
  const { config } = useConfig()
  const kind = useFormFields(([fields]) => fields.kind?.value)
  const adminRoute = config.routes.admin
  const apiRoute = config.routes.api
  const readSeries = async (id: Id) => {
    const query = `where[tests][contains]=${encodeURIComponent(String(id))}&depth=0&limit=100&draft=true&select[title]=true`
    const response = await fetch(`${apiRoute}/test-series?${query}`, { credentials: 'include' })
    if (!response.ok) throw new Error(String(response.status))
    return ((await response.json()) as { docs: { id: Id }[] }).docs.map((series) => series.id)
  }
  const { value, failed } = useVirtualFieldValue<Id[]>(props.path, readSeries, [])
  const loaded = value !== null

  const listed = typeof kind === 'string' && listedThroughSeries.has(kind)
  const box = { marginBottom: 'var(--base)', padding: 'calc(var(--base) / 2)', borderRadius: 'var(--style-radius-s)', lineHeight: 1.5 }
  return (
    <div className="field-type" data-testid="series-membership">
      <RelationshipField
        {...props}
        readOnly={props.readOnly || !loaded}
        field={{
          ...props.field,
          label: 'Test series',
          admin: {
            ...props.field.admin,
            description: 'The series this test is listed in, for candidates to find it. Saved with the test.',
          },
        }}
      />
      {failed ? (
        <p style={box}>Could not read which test series hold this test, so they cannot be changed here. Reload the page to try again.</p>
      ) : null}
      {listed && loaded && value.length === 0 ? (
        <div
          role="status"
          data-testid="series-warning"
          style={{
            ...box,
            border: '1px solid var(--theme-warning-500)',
            background: 'var(--theme-warning-100)',
            color: 'var(--theme-text)',
          }}
        >
          <strong>This test is in no test series.</strong> Candidates find mock tests only through a series on Test series, so published
          alone it appears nowhere. Choose a series above, or make one in{' '}
          <Link href={`${adminRoute}/collections/test-series`}>Test series</Link>.
        </div>
      ) : null}
    </div>
  )
}
