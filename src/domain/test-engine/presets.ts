/**
 * Exam patterns staff pick when setting a test, so a full-length mock matches the real paper.
 * A preset fixes the marking, the duration and the qualifying mark; the questions stay the test's own.
 */
export type TestPresetId = 'ppsc-gs' | 'ppsc-csat'

/** The values a preset fixes on a test. */
export type PresetValues = {
  marksPerCorrect: number
  negativeMarks: number
  durationMinutes: number
  /** Share of the maximum needed to qualify, in percent; null where the paper counts for merit instead. */
  qualifyingPercent: number | null
}

export type TestPreset = PresetValues & { id: TestPresetId; title: string; questionCount: number }

export const testPresets: Record<TestPresetId, TestPreset> = {
  'ppsc-gs': {
    id: 'ppsc-gs',
    title: 'PPSC Prelims GS',
    questionCount: 100,
    marksPerCorrect: 2,
    negativeMarks: 0,
    durationMinutes: 120,
    qualifyingPercent: null,
  },
  'ppsc-csat': {
    id: 'ppsc-csat',
    title: 'PPSC CSAT',
    questionCount: 80,
    marksPerCorrect: 2.5,
    negativeMarks: 0,
    durationMinutes: 120,
    qualifyingPercent: 40,
  },
}

export const testPresetList: readonly TestPreset[] = Object.values(testPresets)

export const isTestPresetId = (value: unknown): value is TestPresetId => typeof value === 'string' && Object.hasOwn(testPresets, value)

/**
 * A test's values with the ones its preset fixes put in; values of a test without a preset (a sectional
 * or custom test, `presetId` empty) come back unchanged.
 */
export function applyPreset<T extends Partial<PresetValues>>(presetId: string | null | undefined, values: T): T & Partial<PresetValues> {
  if (!isTestPresetId(presetId)) return values
  const { marksPerCorrect, negativeMarks, durationMinutes, qualifyingPercent } = testPresets[presetId]
  return { ...values, marksPerCorrect, negativeMarks, durationMinutes, qualifyingPercent }
}

/** Why a test does not fit its preset's question count, for the admin form; null when it fits or has no preset. */
export function presetQuestionCountProblem(presetId: string | null | undefined, questionCount: number): string | null {
  if (!isTestPresetId(presetId)) return null
  const preset = testPresets[presetId]
  if (questionCount === preset.questionCount) return null
  return `The ${preset.title} pattern has ${preset.questionCount} questions; this test has ${questionCount}.`
}
