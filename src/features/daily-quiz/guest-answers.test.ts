// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest'

import {
  addTimeSpent,
  answersInput,
  chooseAnswer,
  clearGuestRecord,
  createGuestStore,
  emptyGuestRecord,
  guestDeadline,
  guestStorageKey,
  hasChosenAnswers,
  hasUncheckedAnswers,
  readGuestRecord,
  writeGuestRecord,
} from './guest-answers'
import { MAX_SECONDS_ON_A_QUESTION } from './limits'
import { quizAnswerSchema } from './schemas'

const TEST = '42'

beforeEach(() => localStorage.clear())

describe('a signed-out candidate’s answers in the browser', () => {
  it('are kept under the quiz’s test id and read back as they were', () => {
    const record = chooseAnswer({ ...emptyGuestRecord(), startedAt: '2026-11-24T04:30:00.000Z' }, '7', 'C')
    expect(writeGuestRecord(localStorage, TEST, record)).toBe(true)
    expect(localStorage.getItem(guestStorageKey(TEST))).not.toBeNull()
    expect(readGuestRecord(localStorage, TEST)).toEqual(record)
    expect(readGuestRecord(localStorage, '43')).toBeNull()
  })

  it('take back a kept answer exactly when the server’s schema would take it', () => {
    const answers: unknown[] = [
      { option: 'A', timeSpent: 0 },
      { option: null, timeSpent: 12 },
      { option: 'D', timeSpent: MAX_SECONDS_ON_A_QUESTION },
      { option: 'D', timeSpent: MAX_SECONDS_ON_A_QUESTION + 1 },
      { option: 'E', timeSpent: 3 },
      { option: 'a', timeSpent: 3 },
      { option: 'B', timeSpent: -1 },
      { option: 'B', timeSpent: 2.5 },
      { option: 'B', timeSpent: '3' },
      { option: 'B' },
      { timeSpent: 3 },
      null,
      'B',
      [],
    ]
    for (const answer of answers) {
      localStorage.setItem(guestStorageKey(TEST), JSON.stringify({ ...emptyGuestRecord(), answers: { 7: answer } }))
      const kept = readGuestRecord(localStorage, TEST) !== null
      expect(kept, JSON.stringify(answer)).toBe(quizAnswerSchema.safeParse(answer).success)
    }
    for (const record of [{ ...emptyGuestRecord(), startedAt: 5 }, { ...emptyGuestRecord(), answers: [] }, { answers: {} }, []]) {
      localStorage.setItem(guestStorageKey(TEST), JSON.stringify(record))
      expect(readGuestRecord(localStorage, TEST), JSON.stringify(record)).toBeNull()
    }
  })

  it('read as nothing when the stored copy was edited into something else, and are gone once cleared', () => {
    localStorage.setItem(guestStorageKey(TEST), JSON.stringify({ answers: { 7: { option: 'E', timeSpent: 3 } } }))
    expect(readGuestRecord(localStorage, TEST)).toBeNull()
    localStorage.setItem(guestStorageKey(TEST), '{not json')
    expect(readGuestRecord(localStorage, TEST)).toBeNull()
    writeGuestRecord(localStorage, TEST, emptyGuestRecord())
    clearGuestRecord(localStorage, TEST)
    expect(readGuestRecord(localStorage, TEST)).toBeNull()
  })

  it('say storage refused when there is none, without throwing', () => {
    expect(writeGuestRecord(null, TEST, emptyGuestRecord())).toBe(false)
    expect(readGuestRecord(null, TEST)).toBeNull()
  })

  it('keep the time on a question when its answer changes, and add to it', () => {
    let record = addTimeSpent(emptyGuestRecord(), '7', 12)
    record = chooseAnswer(record, '7', 'A')
    record = chooseAnswer(record, '7', 'D')
    record = addTimeSpent(record, '7', 8.4)
    expect(record.answers['7']).toEqual({ option: 'D', timeSpent: 20 })
    expect(addTimeSpent(record, '7', 0)).toBe(record)
  })

  it('count as worth keeping only once an option is chosen', () => {
    expect(hasChosenAnswers(null)).toBe(false)
    expect(hasChosenAnswers(addTimeSpent(emptyGuestRecord(), '7', 30))).toBe(false)
    expect(hasChosenAnswers(chooseAnswer(emptyGuestRecord(), '7', 'B'))).toBe(true)
  })

  it('go to the server as the endpoints’ input, in the page’s language', () => {
    const record = chooseAnswer(emptyGuestRecord(), '7', 'B')
    expect(answersInput(record, 'pa')).toEqual({ answers: { 7: { option: 'B', timeSpent: 0 } }, language: 'pa' })
  })
})

describe('a guest’s timer', () => {
  it('runs out the quiz’s minutes after Start on this device, and not at all when untimed or not started', () => {
    const started = { ...emptyGuestRecord(), startedAt: '2026-11-24T04:30:00.000Z' }
    expect(guestDeadline(started, { isTimed: true, durationMinutes: 10 })).toBe(Date.parse('2026-11-24T04:40:00.000Z'))
    expect(guestDeadline(started, { isTimed: false, durationMinutes: 10 })).toBeNull()
    expect(guestDeadline(emptyGuestRecord(), { isTimed: true, durationMinutes: 10 })).toBeNull()
  })
})

describe('the guest store the quiz page reads', () => {
  it('starts from what this device kept, writes every change before telling its readers, and starts again empty', () => {
    writeGuestRecord(localStorage, TEST, chooseAnswer(emptyGuestRecord(), '7', 'A'))
    const store = createGuestStore(TEST, () => localStorage)
    const seen: string[] = []
    const unsubscribe = store.subscribe(() => seen.push(readGuestRecord(localStorage, TEST)?.answers['8']?.option ?? 'none'))
    const first = store.getSnapshot()
    expect(first.answers['7']?.option).toBe('A')
    expect(store.getSnapshot()).toBe(first)

    store.update((record) => chooseAnswer(record, '8', 'D'))
    expect(seen).toEqual(['D'])
    expect(store.getSnapshot().answers['8']?.option).toBe('D')

    store.reset()
    expect(readGuestRecord(localStorage, TEST)).toBeNull()
    expect(store.getSnapshot()).toEqual(emptyGuestRecord())
    unsubscribe()
    store.update((record) => record)
    expect(seen).toHaveLength(2)
  })

  it('tells answers still to be carried into an attempt from checked ones', () => {
    expect(hasUncheckedAnswers(localStorage, TEST)).toBe(false)
    writeGuestRecord(localStorage, TEST, chooseAnswer(emptyGuestRecord(), '7', 'A'))
    expect(hasUncheckedAnswers(localStorage, TEST)).toBe(true)
    writeGuestRecord(localStorage, TEST, { ...chooseAnswer(emptyGuestRecord(), '7', 'A'), checkedAt: '2026-11-24T04:40:00.000Z' })
    expect(hasUncheckedAnswers(localStorage, TEST)).toBe(false)
  })
})
