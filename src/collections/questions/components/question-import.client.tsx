'use client'

import { Button, toast } from '@payloadcms/ui'
import { type FormEvent, useId, useRef, useState } from 'react'

import type { ImportReport as Report } from '@/domain/question-import/rows'
import { type CsvCell, toCsv } from '@/lib/csv'

type Column = { name: string; required: boolean; help: string }
type Answer = { ok: boolean; message?: string; report?: Report; imported?: number; firstId?: number | string; lastId?: number | string }

type Props = { columns: Column[]; template: string[][]; maxRows: number; questionsHref: string }

/** Rows of the problems' table: a file with thousands of problems offers them all as a CSV instead. */
const PROBLEMS_SHOWN = 500

/** Saves rows as a CSV file in the browser. */
function downloadCsv(fileName: string, rows: readonly (readonly CsvCell[])[]) {
  const url = URL.createObjectURL(new Blob([toCsv(rows)], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  URL.revokeObjectURL(url)
}

const plural = (count: number, one: string, many = `${one}s`) => `${count.toLocaleString('en-IN')} ${count === 1 ? one : many}`
const cell = {
  textAlign: 'left',
  verticalAlign: 'top',
  padding: 'calc(var(--base) / 4) calc(var(--base) / 2) calc(var(--base) / 4) 0',
  borderBottom: '1px solid var(--theme-elevation-150)',
} as const
/** A table's column headings. */
function Headings({ names }: { names: string[] }) {
  return (
    <thead>
      <tr>
        {names.map((name) => (
          <th key={name} scope="col" style={cell}>
            {name}
          </th>
        ))}
      </tr>
    </thead>
  )
}

const box = { padding: 'calc(var(--base) / 2) calc(var(--base) * 0.75)', borderRadius: 'var(--style-radius-s)', lineHeight: 1.5 }

/**
 * The bulk import's form (ADR 047): a sheet and an optional ZIP of figures, checked first (every row's
 * problems listed, nothing written), then imported, all or nothing, once the check finds no error.
 * The chosen files stay chosen after any refusal or failure, so nothing has to be picked again; a file
 * changed after its check must be checked again before it is imported.
 */
export function QuestionImportForm({ columns, template, maxRows, questionsHref }: Props) {
  const id = useId()
  const form = useRef<HTMLFormElement>(null)
  const [busy, setBusy] = useState<'check' | 'import' | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [report, setReport] = useState<Report | null>(null)
  const [done, setDone] = useState<{ imported: number; firstId: number | string; lastId: number | string } | null>(null)
  // The files the shown report is for: another choice clears it.
  const [checkedFiles, setCheckedFiles] = useState<string | null>(null)

  const filesKey = () => {
    const data = new FormData(form.current ?? undefined)
    return ['sheet', 'images']
      .map((name) => {
        const file = data.get(name)
        return file instanceof File && file.size ? `${file.name}:${file.size}:${file.lastModified}` : ''
      })
      .join('|')
  }

  const onFilesChanged = () => {
    setFailure(null)
    setDone(null)
    if (checkedFiles !== filesKey()) setReport(null)
  }

  async function send(action: 'check' | 'import') {
    const data = new FormData(form.current ?? undefined)
    const sheet = data.get('sheet')
    if (!(sheet instanceof File) || sheet.size === 0) {
      setFailure('Choose the CSV or Excel file of questions.')
      return
    }
    const images = data.get('images')
    if (images instanceof File && images.size === 0) data.delete('images')
    data.set('action', action)
    const key = filesKey()
    setBusy(action)
    setFailure(null)
    try {
      const response = await fetch('/api/question-import', { method: 'POST', body: data, credentials: 'include' })
      const answer = (await response.json().catch(() => null)) as Answer | null
      if (!answer) {
        setFailure(
          response.status === 413
            ? 'The files are larger than one import takes. Split the sheet, or the ZIP of images, and try again.'
            : `The server could not answer (${response.status}). Nothing was imported; your files are still chosen, so try again.`,
        )
        return
      }
      if (answer.report) {
        setReport(answer.report)
        setCheckedFiles(key)
      }
      if (action === 'import' && response.status === 201 && answer.imported) {
        setDone({ imported: answer.imported, firstId: answer.firstId!, lastId: answer.lastId! })
        toast.success(`Imported ${plural(answer.imported, 'question')}.`)
        return
      }
      if (!answer.ok) setFailure(answer.message ?? 'The file could not be imported.')
    } catch {
      setFailure('The connection was lost. Nothing was imported; your files are still chosen, so try again when you are back online.')
    } finally {
      setBusy(null)
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void send('check')
  }

  const downloadTemplate = () => downloadCsv('question-import-template.csv', template)
  const downloadProblems = (problems: Report['problems']) =>
    downloadCsv('question-import-problems.csv', [
      ['Row', 'Column', 'Level', 'Problem'],
      ...problems.map((problem) => [problem.row ?? 'File', problem.column, problem.level, problem.message]),
    ])

  // A change of files clears the report (onFilesChanged), so a report shown is for the files chosen.
  const canImport = report !== null && report.errors === 0 && report.ready > 0 && !done
  const shownProblems = report?.problems.slice(0, PROBLEMS_SHOWN) ?? []

  return (
    <div data-testid="question-import" style={{ maxWidth: '72rem', paddingBottom: 'calc(var(--base) * 3)' }}>
      <p style={{ maxWidth: '48rem', lineHeight: 1.6 }}>
        Add many questions at once from a CSV or Excel sheet, one question per row, in English and Punjabi, up to{' '}
        {maxRows.toLocaleString('en-IN')} rows. Figures go in a ZIP and are named in the <code>image</code> column.{' '}
        <strong>Check the file</strong> lists every row’s problems and writes nothing; <strong>Import</strong> then writes all the
        questions, or none if anything fails.
      </p>
      <p>
        <button type="button" className="btn btn--style-secondary btn--size-small" onClick={downloadTemplate}>
          Download the template (CSV)
        </button>
      </p>

      <form ref={form} onSubmit={onSubmit} aria-describedby={failure ? `${id}-failure` : undefined} noValidate>
        <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
          <label className="field-label" htmlFor={`${id}-sheet`}>
            Sheet of questions (CSV or Excel .xlsx) <span aria-hidden="true">*</span>
          </label>
          <input
            id={`${id}-sheet`}
            name="sheet"
            type="file"
            required
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={onFilesChanged}
          />
        </div>
        <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
          <label className="field-label" htmlFor={`${id}-images`}>
            Figures (a ZIP of PNG, JPEG, WebP or GIF files; optional)
          </label>
          <input id={`${id}-images`} name="images" type="file" accept=".zip,application/zip" onChange={onFilesChanged} />
        </div>
        {failure ? (
          <p id={`${id}-failure`} role="alert" style={{ ...box, background: 'var(--theme-error-100)', color: 'var(--theme-error-800)' }}>
            {failure}
          </p>
        ) : null}
        <div style={{ display: 'flex', gap: 'var(--base)', flexWrap: 'wrap', alignItems: 'center' }}>
          <Button type="submit" buttonStyle="secondary" disabled={busy !== null} aria-busy={busy === 'check'}>
            {busy === 'check' ? 'Checking…' : 'Check the file'}
          </Button>
          <Button type="button" disabled={!canImport || busy !== null} aria-busy={busy === 'import'} onClick={() => void send('import')}>
            {busy === 'import'
              ? 'Importing…'
              : report && report.errors === 0 && report.ready > 0
                ? `Import ${plural(report.ready, 'question')}`
                : 'Import'}
          </Button>
        </div>
      </form>

      <div aria-live="polite">
        {done ? (
          <p
            role="status"
            data-testid="import-done"
            style={{ ...box, background: 'var(--theme-success-100)', color: 'var(--theme-success-800)' }}
          >
            Imported {plural(done.imported, 'question')} (numbers {String(done.firstId)}–{String(done.lastId)}).{' '}
            <a href={`${questionsHref}?sort=-id`}>See them in Questions</a>.
          </p>
        ) : null}
        {report ? (
          <section aria-labelledby={`${id}-report`} data-testid="import-report" style={{ marginTop: 'calc(var(--base) * 1.5)' }}>
            <h2 id={`${id}-report`} style={{ fontSize: '1.25rem' }}>
              {done ? 'What was imported' : report.errors ? 'Correct these rows, then check the file again' : 'Ready to import'}
            </h2>
            <p>
              {plural(report.rows, 'row')}: {plural(report.ready, 'question')} ready
              {report.errors ? `, ${plural(report.errors, 'error')} to correct` : ''}
              {report.warnings ? `, ${plural(report.warnings, 'warning')}` : ''}. {plural(report.withPunjabi, 'question')} in English and
              Punjabi, {report.oneLanguage} testing one language only, {plural(report.images, 'figure')}.
            </p>
            {report.topics.length ? (
              <p>
                By topic:{' '}
                {report.topics.map((topic, index) => (
                  <span key={topic.label}>
                    {index ? ', ' : ''}
                    {topic.label} {topic.count}
                  </span>
                ))}
                .
              </p>
            ) : null}
            {shownProblems.length ? (
              <div style={{ overflowX: 'auto' }}>
                <table style={{ width: '100%', borderCollapse: 'collapse' }}>
                  <caption style={{ textAlign: 'left', padding: 'calc(var(--base) / 3) 0' }}>
                    {report.problems.length > shownProblems.length ? (
                      <>
                        The first {shownProblems.length.toLocaleString('en-IN')} of {report.problems.length.toLocaleString('en-IN')}{' '}
                        problems, errors first.{' '}
                        <button
                          type="button"
                          className="btn btn--style-secondary btn--size-small"
                          onClick={() => downloadProblems(report.problems)}
                        >
                          Download all {report.problems.length.toLocaleString('en-IN')} problems (CSV)
                        </button>
                      </>
                    ) : (
                      'Problems, errors first'
                    )}
                  </caption>
                  <Headings names={['Row', 'Column', 'Problem']} />
                  <tbody>
                    {shownProblems.map((problem, index) => (
                      <tr key={index} data-level={problem.level}>
                        <td style={cell}>{problem.row ?? 'File'}</td>
                        <td style={cell}>{problem.column ? <code>{problem.column}</code> : '—'}</td>
                        <td style={cell}>
                          <strong>{problem.level === 'error' ? 'Error' : 'Warning'}:</strong> {problem.message}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : null}
          </section>
        ) : null}
      </div>

      <details style={{ marginTop: 'calc(var(--base) * 2)' }}>
        <summary>The columns the import reads</summary>
        <table style={{ width: '100%', borderCollapse: 'collapse', marginTop: 'calc(var(--base) / 2)' }}>
          <Headings names={['Column', 'What it holds']} />
          <tbody>
            {columns.map((column) => (
              <tr key={column.name}>
                <td style={cell}>
                  <code>{column.name}</code>
                  {column.required ? ' (required)' : ''}
                </td>
                <td style={cell}>{column.help}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  )
}
