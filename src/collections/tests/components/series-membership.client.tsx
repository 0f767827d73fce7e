'use client'

import { Link, useConfig, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

type Series = { id: number | string; title?: string; _status?: string }

/** Kinds candidates reach through a test series; the others have their own pages (topic, PYQ, daily quiz). */
const listedThroughSeries = new Set(['gs-prelims', 'csat', 'sectional'])

/**
 * On a test's form: the test series it belongs to, each a link to edit, and a warning when it belongs
 * to none, since a mock that is in no series appears nowhere on the site. Asked of the API as the
 * signed-in staff member (drafts included), again whenever the test is saved.
 */
export function SeriesMembership() {
  const { id, lastUpdateTime } = useDocumentInfo()
  const { config } = useConfig()
  const kind = useFormFields(([fields]) => fields.kind?.value)
  const [series, setSeries] = useState<Series[] | null>(null)
  const [failed, setFailed] = useState(false)
  const adminRoute = config.routes.admin
  const apiRoute = config.routes.api

  useEffect(() => {
    if (id == null) return
    const controller = new AbortController()
    const query = `where[tests][contains]=${encodeURIComponent(String(id))}&depth=0&limit=50&draft=true&select[title]=true&select[_status]=true`
    fetch(`${apiRoute}/test-series?${query}`, { credentials: 'include', signal: controller.signal })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
      .then((body: { docs: Series[] }) => {
        setSeries(body.docs)
        setFailed(false)
      })
      .catch((error: unknown) => {
        if ((error as Error).name !== 'AbortError') setFailed(true)
      })
    return () => controller.abort()
  }, [id, lastUpdateTime, apiRoute])

  if (typeof kind !== 'string' || !listedThroughSeries.has(kind)) return null
  const seriesList = `${adminRoute}/collections/test-series`
  const box = { marginBottom: 'var(--base)', padding: 'calc(var(--base) / 2)', borderRadius: 'var(--style-radius-s)', lineHeight: 1.5 }

  if (failed) return <p style={box}>Could not check which test series hold this test. Reload the page to try again.</p>
  if (id != null && series === null) return null
  if (id == null || series!.length === 0) {
    return (
      <div role="status" data-testid="series-warning" style={{ ...box, border: '1px solid var(--theme-warning-500)', background: 'var(--theme-warning-100)', color: 'var(--theme-text)' }}>
        <strong>This test is in no test series.</strong> Candidates find mock tests only through a series on Test series, so published alone
        it appears nowhere. After saving, add it to a series in <Link href={seriesList}>Test series</Link>.
      </div>
    )
  }
  return (
    <div data-testid="series-membership" style={{ ...box, border: '1px solid var(--theme-elevation-150)' }}>
      <strong>In {series!.length === 1 ? 'the test series' : 'these test series'}:</strong>{' '}
      {series!.map((item, index) => (
        <span key={item.id}>
          {index > 0 ? ', ' : null}
          <Link href={`${seriesList}/${item.id}`}>{item.title || `Series ${item.id}`}</Link>
          {item._status === 'draft' ? ' (draft)' : null}
        </span>
      ))}
      . Change the order or membership there.
    </div>
  )
}
