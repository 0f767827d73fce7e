import { type CollectionBeforeChangeHook, ValidationError } from 'payload'

import { applyPreset, presetQuestionCountProblem } from '@/domain/test-engine/presets'

/**
 * A test set to a PPSC pattern takes the pattern's marks, negative marking, duration and qualifying
 * mark whatever the form sent, and cannot be published with a different number of questions (a draft
 * can: staff build a paper up over days). Runs after `deriveTestTopics`, which counts the questions.
 */
export const applyTestPreset: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  const presetId = data.preset ?? originalDoc?.preset
  const withPreset = applyPreset(presetId, data)
  const status = data._status ?? originalDoc?._status
  const problem = status === 'published' ? presetQuestionCountProblem(presetId, Number(withPreset.questionCount ?? 0)) : null
  if (problem) throw new ValidationError({ collection: 'tests', errors: [{ message: problem, path: 'preset' }], req })
  return withPreset
}
