'use client'

import { FieldDescription, FieldLabel, useField } from '@payloadcms/ui'
import type { JSONFieldClientComponent } from 'payload'

/**
 * How staff see an attempt's JSON (its paper, totals and breakdown): formatted, read-only text. The
 * engine writes these fields and nobody edits them, so Payload's code editor is not needed, and it
 * would load its editor from a CDN: nothing the site runs is fetched from outside the npm registry.
 */
export const JsonView: JSONFieldClientComponent = ({ field, path }) => {
  const { value } = useField<unknown>({ path })
  const label = typeof field.label === 'string' || typeof field.label === 'object' ? field.label : field.name
  const description = field.admin?.description
  return (
    <div className="field-type json" style={{ marginBottom: 'var(--base)' }}>
      <FieldLabel label={label} path={path} />
      {value === undefined || value === null ? (
        <p style={{ color: 'var(--theme-elevation-500)' }}>—</p>
      ) : (
        <pre
          tabIndex={0}
          aria-label={typeof label === 'string' ? label : field.name}
          style={{
            maxHeight: '24rem',
            overflow: 'auto',
            padding: 'calc(var(--base) / 2)',
            background: 'var(--theme-elevation-50)',
            border: '1px solid var(--theme-elevation-150)',
            borderRadius: 'var(--style-radius-s)',
            fontSize: '0.8125rem',
            whiteSpace: 'pre-wrap',
          }}
        >
          {JSON.stringify(value, null, 2)}
        </pre>
      )}
      {typeof description === 'string' ? <FieldDescription description={description} path={path} /> : null}
    </div>
  )
}
