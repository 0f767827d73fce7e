'use client'

import { NumberField, useConfig, useFormFields } from '@payloadcms/ui'
import type { NumberFieldClientComponent } from 'payload'
import { useEffect, useState } from 'react'

import { marksRefusal } from '@/domain/daily-questions/marks'

/**
 * The marks for a written answer, with the question's maximum beside them and the reason a mark
 * cannot be given as soon as it is typed ("Give at most 15 marks: …"), by the same rule the server
 * checks on save (`validateMarks`).
 */
export const MarksField: NumberFieldClientComponent = (props) => {
  const { config } = useConfig()
  const questionId = useFormFields(([fields]) => fields.dailyQuestion?.value)
  const value = useFormFields(([fields]) => fields[props.path]?.value)
  // With a rubric, the marks are its criteria's added up (the rubric field shows them).
  const hasRubric = useFormFields(([fields]) => Array.isArray(fields.rubric?.value) && (fields.rubric.value as unknown[]).length > 0)
  const [outOf, setOutOf] = useState<number | null>(null)

  useEffect(() => {
    if (questionId == null || typeof questionId === 'object') return
    const controller = new AbortController()
    fetch(`${config.routes.api}/daily-questions/${encodeURIComponent(String(questionId))}?depth=0&select[marks]=true`, {
      credentials: 'include',
      signal: controller.signal,
    })
      .then((response) => (response.ok ? response.json() : null))
      .then((question: { marks?: number } | null) => setOutOf(typeof question?.marks === 'number' ? question.marks : null))
      .catch(() => {})
    return () => controller.abort()
  }, [questionId, config.routes.api])

  if (hasRubric)
    return (
      <p data-testid="marks-from-rubric" style={{ margin: '0 0 var(--base)' }}>
        Marks awarded: {value == null || value === '' ? 'not yet (every criterion needs its marks)' : String(value)}
      </p>
    )
  const refusal = value == null || value === '' || outOf == null ? null : marksRefusal(Number(value), outOf)
  return (
    <div>
      <NumberField {...props} />
      {refusal ? (
        <p role="alert" data-testid="marks-refusal" style={{ margin: '0 0 var(--base)', color: 'var(--theme-error-500)', fontWeight: 600 }}>
          {refusal}
        </p>
      ) : outOf != null ? (
        <p data-testid="marks-out-of" style={{ margin: '0 0 var(--base)' }}>
          This question carries {outOf} marks.
        </p>
      ) : null}
    </div>
  )
}
