import { describe, expect, it } from 'vitest'

import {
  ageInWords,
  defaultRubric,
  dueAt,
  isInView,
  isOverdue,
  pinRefusal,
  type QueueEntry,
  rubricMarksProblems,
  rubricRefusal,
  rubricTotal,
} from './evaluation'

describe('the default rubric', () => {
  it('splits a question’s marks over content, structure, Punjab examples and presentation in half marks', () => {
    expect(defaultRubric(10).map((criterion) => criterion.outOf)).toEqual([5, 2, 2, 1])
    expect(defaultRubric(15).map((criterion) => criterion.outOf)).toEqual([7.5, 3, 3, 1.5])
    expect(defaultRubric(20).map((criterion) => criterion.outOf)).toEqual([10, 4, 4, 2])
    expect(defaultRubric(10)[2]!.criterion).toEqual({
      en: 'Punjab-specific examples, data and schemes',
      pa: 'ਪੰਜਾਬ ਨਾਲ ਸਬੰਧਤ ਉਦਾਹਰਣਾਂ, ਅੰਕੜੇ ਅਤੇ ਯੋਜਨਾਵਾਂ',
    })
  })

  it('always adds up to the question’s marks, which any rubric must, and gives content what rounding leaves', () => {
    for (let outOf = 1; outOf <= 50; outOf++) {
      const rubric = defaultRubric(outOf)
      expect(rubricRefusal(rubric, outOf)).toBeNull()
      expect(rubric[0]!.outOf).toBeGreaterThanOrEqual(Math.max(...rubric.map((criterion) => criterion.outOf)))
    }
    expect(defaultRubric(8).map((criterion) => criterion.outOf)).toEqual([4, 1.5, 1.5, 1])
    expect(defaultRubric(1)).toEqual([{ criterion: { en: 'Content: relevance and accuracy', pa: 'ਵਿਸ਼ਾ-ਵਸਤੂ: ਪ੍ਰਸੰਗਿਕਤਾ ਅਤੇ ਸ਼ੁੱਧਤਾ' }, outOf: 1 }])
  })
})

describe('rubricRefusal', () => {
  const rubric = (...outOf: number[]) =>
    outOf.map((marks, index) => ({ criterion: { en: `Criterion ${index + 1}`, pa: '' }, outOf: marks }))

  it('refuses criteria that do not add up to the question’s marks, saying both totals', () => {
    expect(rubricRefusal(rubric(5, 2, 2), 10)).toBe('The criteria carry 9 marks together; they must add up to the question’s 10.')
  })

  it('refuses an empty rubric, an unnamed or repeated criterion, and marks that are not whole or half', () => {
    expect(rubricRefusal([], 10)).toBe('Add at least one criterion.')
    expect(rubricRefusal([{ criterion: { en: ' ', pa: 'ਵਿਸ਼ਾ' }, outOf: 10 }], 10)).toBe('Name every criterion in English.')
    expect(
      rubricRefusal(
        [
          { criterion: { en: 'Content', pa: '' }, outOf: 5 },
          { criterion: { en: 'content ', pa: '' }, outOf: 5 },
        ],
        10,
      ),
    ).toBe('“content” is listed twice: name each criterion once.')
    expect(rubricRefusal(rubric(9.75, 0.25), 10)).toBe('“Criterion 1” needs its marks in whole or half marks above 0, e.g. 2 or 2.5.')
    expect(rubricRefusal(rubric(10, 0), 10)).toBe('“Criterion 2” needs its marks in whole or half marks above 0, e.g. 2 or 2.5.')
    expect(rubricRefusal(rubric(1, 1, 1, 1, 1, 1, 1, 1, 2), 10)).toBe('Use at most 8 criteria.')
  })
})

describe('marks per criterion', () => {
  const rubric = defaultRubric(10)

  it('takes whole or half marks up to each criterion’s own marks, and adds them up', () => {
    expect(rubricMarksProblems(rubric, [4.5, 2, 1.5, 0])).toEqual([])
    expect(rubricTotal([4.5, 2, 1.5, 0])).toBe(8)
  })

  it('names the criterion whose marks are missing or out of range, each once', () => {
    expect(rubricMarksProblems(rubric, [6, null, 1.25])).toEqual([
      { index: 0, message: 'Give at most 5 marks: this criterion carries 5 marks.' },
      { index: 1, message: 'Give marks for “Structure: introduction, body and conclusion”.' },
      { index: 2, message: 'Give whole or half marks, e.g. 6 or 6.5.' },
      { index: 3, message: 'Give marks for “Presentation: handwriting, headings, diagrams”.' },
    ])
  })
})

describe('pinRefusal', () => {
  const pin = { page: 2, x: 0.4, y: 0.75, comment: 'Quote the 2023 Punjab Water Resources Act here.' }

  it('takes a comment pinned inside a page of the answer', () => {
    expect(pinRefusal(pin, 3)).toBeNull()
    expect(pinRefusal({ ...pin, x: 0, y: 1 }, 3)).toBeNull()
  })

  it('refuses a page the answer does not have, a place off the page, and an empty or overlong comment', () => {
    expect(pinRefusal({ ...pin, page: 4 }, 3)).toBe('Pin the comment on a page from 1 to 3.')
    expect(pinRefusal({ ...pin, page: 0 }, 1)).toBe('Pin the comment on the answer’s page.')
    expect(pinRefusal({ ...pin, x: 1.2 }, 3)).toBe('Pin the comment inside the page.')
    expect(pinRefusal({ ...pin, y: Number.NaN }, 3)).toBe('Pin the comment inside the page.')
    expect(pinRefusal({ ...pin, comment: '   ' }, 3)).toBe('Write the comment the candidate will read at this place.')
    expect(pinRefusal({ ...pin, comment: 'x'.repeat(501) }, 3)).toBe('Keep a comment to 500 characters (this one has 501).')
  })
})

describe('the evaluation queue', () => {
  const submittedAt = new Date('2026-11-23T09:00:00Z')
  const waiting: QueueEntry = { status: 'submitted', assignedTo: null, submittedAt }
  const hoursLater = (hours: number) => new Date(submittedAt.getTime() + hours * 3_600_000)

  it('is due 72 hours after it was sent, and overdue only once that has passed while it waits', () => {
    expect(dueAt(submittedAt).toISOString()).toBe('2026-11-26T09:00:00.000Z')
    expect(isOverdue(waiting, hoursLater(72))).toBe(false)
    expect(isOverdue(waiting, hoursLater(72.1))).toBe(true)
    expect(isOverdue({ ...waiting, status: 'evaluated' }, hoursLater(100))).toBe(false)
    expect(isOverdue(waiting, hoursLater(30), 24)).toBe(true)
  })

  it('shows unassigned answers, mine, the overdue whoever has them, and the returned', () => {
    const mine: QueueEntry = { ...waiting, assignedTo: 7 }
    const theirs: QueueEntry = { ...waiting, assignedTo: 9 }
    const returned: QueueEntry = { ...mine, status: 'evaluated' }
    const now = hoursLater(80)
    const shown = (view: Parameters<typeof isInView>[0]) =>
      [waiting, mine, theirs, returned].map((entry) => isInView(view, entry, '7', now))
    expect(shown('unassigned')).toEqual([true, false, false, false])
    expect(shown('mine')).toEqual([false, true, false, false])
    expect(shown('overdue')).toEqual([true, true, true, false])
    expect(shown('evaluated')).toEqual([false, false, false, true])
    expect(isInView('overdue', waiting, 7, hoursLater(10))).toBe(false)
  })

  it('tells each answer’s age in days and hours, hours and minutes, or minutes', () => {
    expect(ageInWords(submittedAt, hoursLater(76.5))).toBe('3 d 4 h')
    expect(ageInWords(submittedAt, hoursLater(5 + 20 / 60))).toBe('5 h 20 min')
    expect(ageInWords(submittedAt, hoursLater(0.2))).toBe('12 min')
    expect(ageInWords(submittedAt, hoursLater(-1))).toBe('0 min')
  })
})
