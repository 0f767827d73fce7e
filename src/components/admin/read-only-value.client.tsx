'use client'

import { FieldDescription, FieldLabel, useField } from '@payloadcms/ui'
import type { ClientField } from 'payload'

type Props = { field: ClientField & { name: string }; path: string; format?: 'json' | 'text' }

/**
 * A value staff read but never edit in the admin, shown as plain text in full contrast (Payload's
 * read-only inputs are greyed out): a candidate's written answer, or an attempt's JSON formatted.
 * JSON is not shown in Payload's code editor, which would load Monaco from a CDN (ADR 019).
 */
export function ReadOnlyValue({ field, path, format = 'text' }: Props) {
  const { value } = useField<unknown>({ path })
  const label = 'label' in field && field.label ? field.label : field.name
  const name = typeof label === 'string' ? label : field.name
  const description = (field.admin as { description?: unknown } | undefined)?.description
  const text = value == null || value === '' ? null : format === 'json' ? JSON.stringify(value, null, 2) : String(value)
  return (
    <div className={`field-type read-only-value read-only-value--${format}`} style={{ marginBottom: 'var(--base)' }}>
      <FieldLabel label={label} path={path} />
      {text === null ? (
        <p>—</p>
      ) : (
        <pre
          tabIndex={0}
          aria-label={name}
          style={{
            maxHeight: format === 'json' ? '24rem' : undefined,
            overflow: 'auto',
            margin: 0,
            padding: 'calc(var(--base) / 2)',
            color: 'var(--theme-text)',
            background: 'var(--theme-elevation-50)',
            border: '1px solid var(--theme-elevation-150)',
            borderRadius: 'var(--style-radius-s)',
            fontFamily: format === 'json' ? 'var(--font-mono)' : 'inherit',
            fontSize: format === 'json' ? '0.8125rem' : '1rem',
            lineHeight: 1.6,
            whiteSpace: 'pre-wrap',
          }}
        >
          {text}
        </pre>
      )}
      {typeof description === 'string' ? <FieldDescription description={description} path={path} /> : null}
    </div>
  )
}
