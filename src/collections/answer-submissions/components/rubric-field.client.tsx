'use client'

import { FieldLabel, useField } from '@payloadcms/ui'
import type { JSONFieldClientComponent } from 'payload'
import { useId } from 'react'

import { readRubric, rubricAward, rubricMarksProblems } from '@/domain/daily-questions/evaluation'

const input = {
  width: '5rem',
  padding: 'calc(var(--base) / 4) calc(var(--base) / 3)',
  border: '1px solid var(--theme-elevation-400)',
  borderRadius: 'var(--style-radius-s)',
  background: 'var(--theme-input-bg)',
  color: 'var(--theme-text)',
  font: 'inherit',
}

/**
 * Marks per criterion of the question's rubric (ADR 048): one box per criterion with its maximum,
 * the reason a mark cannot be given as soon as it is typed (the server's own rule), and the total the
 * answer gets once every criterion has its marks. The criteria come with the answer and do not change.
 */
export const RubricField: JSONFieldClientComponent = ({ path }) => {
  const { value, setValue } = useField<unknown>({ path })
  const id = useId()
  const rubric = readRubric(value)
  if (!rubric || rubric.length === 0) return null
  const problems = rubricMarksProblems(
    rubric,
    rubric.map((criterion) => criterion.marks ?? 0),
  )
  const award = rubricAward(rubric)
  const outOf = rubric.reduce((sum, criterion) => sum + criterion.outOf, 0)
  const given = (index: number, text: string) =>
    setValue(rubric.map((criterion, at) => (at === index ? { ...criterion, marks: text.trim() === '' ? null : Number(text) } : criterion)))

  return (
    <fieldset style={{ border: 0, padding: 0, margin: '0 0 var(--base)' }} data-testid="rubric-field">
      <legend style={{ padding: 0, marginBottom: 'calc(var(--base) / 2)' }}>
        <FieldLabel label="Marks per criterion" path={path} />
      </legend>
      {rubric.map((criterion, index) => {
        const problem = problems.find((each) => each.index === index)
        const inputId = `${id}-${index}`
        return (
          <div key={criterion.criterion.en} style={{ marginBottom: 'calc(var(--base) / 2)' }}>
            <label htmlFor={inputId} style={{ display: 'block', marginBottom: 'calc(var(--base) / 4)' }}>
              {criterion.criterion.en} <span style={{ whiteSpace: 'nowrap' }}>(out of {criterion.outOf})</span>
            </label>
            <input
              id={inputId}
              type="number"
              inputMode="decimal"
              min={0}
              max={criterion.outOf}
              step={0.5}
              value={criterion.marks ?? ''}
              onChange={(event) => given(index, event.target.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${inputId}-problem` : undefined}
              style={input}
            />
            {problem ? (
              <p
                id={`${inputId}-problem`}
                role="alert"
                style={{ margin: 'calc(var(--base) / 4) 0 0', color: 'var(--theme-error-500)', fontWeight: 600 }}
              >
                {problem.message}
              </p>
            ) : null}
          </div>
        )
      })}
      <p data-testid="rubric-total" style={{ margin: 0, fontWeight: 600 }}>
        {award === null
          ? `Total: give every criterion its marks to return the answer (out of ${outOf}).`
          : `Total: ${award} of ${outOf}. Saving returns the answer to the candidate.`}
      </p>
    </fieldset>
  )
}
