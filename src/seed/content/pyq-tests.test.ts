import { describe, expect, it } from 'vitest'

import { pyqPapers } from './pyq'
import { pyqQuestions, pyqTests } from './pyq-tests'
import { questions } from './questions'
import { tests } from './tests'

const paperOf = (testKey: string) => pyqPapers.find((paper) => paper.testKey === testKey)

describe('PYQ papers as tests', () => {
  it('links a Prelims GS Paper I of a year in the archive to a pyq test of 25 to 40 bank questions, with that year’s cut-off', () => {
    expect(pyqTests.length).toBeGreaterThan(0)
    for (const test of pyqTests) {
      const paper = paperOf(test.key)
      expect(paper, test.key).toMatchObject({ stage: 'prelims', paper: 'GS Paper I' })
      expect(paper!.cutoff).toBeGreaterThan(0)
      expect(paper!.cutoff).toBeLessThanOrEqual(paper!.totalMarks)
      expect(test.kind).toBe('pyq')
      const keys = test.sections.flatMap((section) => section.questionKeys)
      expect(keys.length).toBeGreaterThanOrEqual(25)
      expect(keys.length).toBeLessThanOrEqual(40)
      // The paper's pattern per question: 2 marks each, 1.2 minutes a question, no negative marking.
      expect(test.marksPerCorrect * (paper!.questionCount ?? 0)).toBe(paper!.totalMarks)
      expect(test.durationMinutes).toBe(Math.round((paper!.durationMinutes * keys.length) / paper!.questionCount!))
      expect(test.negativeMarks).toBe(0)
      expect(test.instructions.en).toContain(`${paper!.cutoff} out of ${paper!.totalMarks} marks`)
      expect(test.instructions.en).toContain("not PPSC's official question booklet")
    }
    expect(pyqTests.every((test) => tests.includes(test))).toBe(true)
  })

  it('draws on bank questions whose source names the paper, none of them about a later year', () => {
    const byKey = new Map(questions.map((question) => [question.key, question]))
    for (const test of pyqTests) {
      const paper = paperOf(test.key)!
      for (const key of test.sections.flatMap((section) => section.questionKeys)) {
        const question = byKey.get(key)
        expect(question, key).toBeDefined()
        expect(question!.source, key).toBe(`PPSC ${paper.year} Prelims GS Paper I`)
        const years = `${question!.stem.en} ${question!.options.map((option) => option.en).join(' ')}`.match(/\b(19|20)\d{2}\b/g) ?? []
        expect(
          years.every((year) => Number(year) <= paper.year),
          key,
        ).toBe(true)
      }
    }
    expect(pyqQuestions.every((question) => questions.includes(question))).toBe(true)
  })
})
