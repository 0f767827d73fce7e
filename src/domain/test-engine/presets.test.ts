import { describe, expect, it } from 'vitest'

import { applyPreset, isTestPresetId, presetQuestionCountProblem, testPresetList, testPresets } from './presets'

describe('testPresets', () => {
  it('describes the two PPSC prelims papers, each worth 200 marks in 2 hours', () => {
    expect(testPresetList.map((preset) => preset.title)).toEqual(['PPSC Prelims GS', 'PPSC CSAT'])
    for (const preset of testPresetList) {
      expect(preset.questionCount * preset.marksPerCorrect).toBe(200)
      expect(preset.durationMinutes).toBe(120)
      expect(preset.negativeMarks).toBe(0)
    }
    expect(testPresets['ppsc-gs'].qualifyingPercent).toBeNull()
    expect(testPresets['ppsc-csat'].qualifyingPercent).toBe(40)
  })

  it('recognises only its own preset ids', () => {
    expect(isTestPresetId('ppsc-csat')).toBe(true)
    expect(isTestPresetId('upsc-gs')).toBe(false)
    expect(isTestPresetId('toString')).toBe(false)
    expect(isTestPresetId(null)).toBe(false)
  })
})

describe('applyPreset', () => {
  it('overwrites the marking, duration and qualifying mark staff typed, and keeps everything else', () => {
    const values = { title: 'CSAT Full Mock 3', marksPerCorrect: 2, negativeMarks: 0.5, durationMinutes: 90 }
    expect(applyPreset('ppsc-csat', values)).toEqual({
      title: 'CSAT Full Mock 3',
      marksPerCorrect: 2.5,
      negativeMarks: 0,
      durationMinutes: 120,
      qualifyingPercent: 40,
    })
  })

  it('leaves a test without a preset as staff set it', () => {
    const values = { marksPerCorrect: 1, negativeMarks: 0.25, durationMinutes: 30 }
    expect(applyPreset(null, values)).toEqual(values)
    expect(applyPreset('', values)).toEqual(values)
  })
})

describe('presetQuestionCountProblem', () => {
  it('says how the question count differs from the pattern', () => {
    expect(presetQuestionCountProblem('ppsc-gs', 78)).toBe('The PPSC Prelims GS pattern has 100 questions; this test has 78.')
    expect(presetQuestionCountProblem('ppsc-csat', 81)).toBe('The PPSC CSAT pattern has 80 questions; this test has 81.')
  })

  it('finds no problem when the count matches or there is no preset', () => {
    expect(presetQuestionCountProblem('ppsc-gs', 100)).toBeNull()
    expect(presetQuestionCountProblem('ppsc-csat', 80)).toBeNull()
    expect(presetQuestionCountProblem(undefined, 25)).toBeNull()
  })
})
