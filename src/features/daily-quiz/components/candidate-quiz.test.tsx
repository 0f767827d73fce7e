// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { dailyQuizPaper, sameInBoth } from '../../../../tests/helpers/papers'
import { settle, runOnFakeTimers } from '../../../../tests/helpers/settle'
import { withMessages } from '../../../../tests/helpers/with-messages'
import { attemptStorageKey, readStoredAttempt } from '@/features/test-engine/public.attempt'
import type { ExamSession } from '@/domain/test-engine/types'

import { emptyGuestRecord, guestStorageKey, readGuestRecord, writeGuestRecord } from '../guest-answers'
import { CandidateQuizScreen, GuestAnswersKeeper } from './candidate-quiz.client'

const toastMock = vi.hoisted(() => ({ info: vi.fn(), error: vi.fn(), warning: vi.fn(), success: vi.fn() }))
vi.mock('@/components/ui/toast', () => ({ toast: toastMock }))
const routerMock = vi.hoisted(() => ({ refresh: vi.fn(), push: vi.fn(), replace: vi.fn() }))
vi.mock('next/navigation', () => ({ useRouter: () => routerMock }))

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

function makeSession(overrides: Partial<ExamSession> = {}): ExamSession {
  return {
    attemptId: '77',
    serverNow: new Date().toISOString(),
    deadline: new Date(Date.now() + 10 * 60_000).toISOString(),
    language: 'en',
    currentQuestionId: null,
    responses: {},
    resultUrl: '/result?attempt=77',
    isTimed: true,
    paper: dailyQuizPaper([
      {
        id: '101',
        number: 1,
        stem: { en: 'Sultanpur Lodhi is in which district?', pa: 'ਸੁਲਤਾਨਪੁਰ ਲੋਧੀ ਕਿਸ ਜ਼ਿਲ੍ਹੇ ਵਿੱਚ ਹੈ?' },
        options: sameInBoth('Kapurthala', 'Jalandhar', 'Hoshiarpur', 'Tarn Taran'),
      },
      {
        id: '102',
        number: 2,
        stem: { en: 'Kartarpur is on which river?', pa: 'ਕਰਤਾਰਪੁਰ ਕਿਸ ਦਰਿਆ ਕੰਢੇ ਹੈ?' },
        options: sameInBoth('Beas', 'Sutlej', 'Ravi', 'Chenab'),
      },
    ]),
    ...overrides,
  }
}

let host: HTMLDivElement
let root: Root
let fetchMock: ReturnType<typeof vi.fn>
let replies: Record<string, { status: number; body: unknown }>

beforeEach(() => {
  localStorage.clear()
  routerMock.refresh.mockClear()
  toastMock.success.mockClear()
  replies = {}
  fetchMock = vi.fn(async (url: string) => {
    const path = Object.keys(replies).find((end) => url.endsWith(end))
    const reply = path
      ? replies[path]!
      : { status: 200, body: { saved: 1, serverNow: new Date().toISOString(), deadline: new Date(Date.now() + 600_000).toISOString() } }
    return new Response(JSON.stringify(reply.body), { status: reply.status })
  })
  vi.stubGlobal('fetch', fetchMock)
  host = document.createElement('div')
  document.body.append(host)
  root = createRoot(host)
})

afterEach(() => {
  act(() => root.unmount())
  host.remove()
  vi.unstubAllGlobals()
})

runOnFakeTimers()
const button = (label: string) => [...host.querySelectorAll('button')].find((node) => node.textContent?.trim() === label)
const radio = (letter: string) => host.querySelector<HTMLInputElement>(`input[type="radio"][value="${letter}"]`)!
const posted = (end: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith(end)).map(([, init]) => JSON.parse(String((init as RequestInit).body)))

describe('a signed-in candidate’s quiz', () => {
  it('keeps each answer in the engine’s store at once, counts down when timed, and comes back with the result after the submit', async () => {
    act(() => root.render(withMessages(<CandidateQuizScreen session={makeSession()} figures={{}} testId="31" locale="en" />)))
    await settle()
    expect(host.querySelector('[role="timer"]')).not.toBeNull()
    act(() => radio('A').click())
    expect(readStoredAttempt(localStorage, '77')?.responses['101']?.option).toBe('A')

    act(() => void button('Submit')!.click())
    act(() => void button('Yes, submit')!.click())
    await settle()
    const [submitted] = posted('/api/attempts/77/submit')
    expect(submitted.changes).toEqual(expect.arrayContaining([expect.objectContaining({ questionId: '101', option: 'A' })]))
    expect(routerMock.refresh).toHaveBeenCalled()
    expect(localStorage.getItem(attemptStorageKey('77'))).toBeNull()
  })

  it('shows no countdown on an untimed quiz', async () => {
    act(() =>
      root.render(
        withMessages(
          <CandidateQuizScreen
            session={makeSession({ isTimed: false, deadline: new Date(Date.now() + 86_400_000).toISOString() })}
            figures={{}}
            testId="31"
            locale="en"
          />,
        ),
      ),
    )
    await settle()
    expect(host.querySelector('[role="timer"]')).toBeNull()
    expect(host.querySelector('#question-heading')?.textContent).toBe('Question 1')
  })

  it('fills a fresh attempt with the answers given on this device before signing in', async () => {
    writeGuestRecord(localStorage, '31', {
      ...emptyGuestRecord(),
      startedAt: new Date().toISOString(),
      answers: { 102: { option: 'C', timeSpent: 40 } },
    })
    act(() => root.render(withMessages(<CandidateQuizScreen session={makeSession()} figures={{}} testId="31" locale="en" />)))
    await settle()
    expect(readStoredAttempt(localStorage, '77')?.responses['102']).toMatchObject({ option: 'C', timeSpent: 40 })
    expect(readGuestRecord(localStorage, '31')).toBeNull()
    expect(host.querySelector('[aria-label="Question 2, answered"]')).not.toBeNull()
  })
})

describe('keeping checked answers after signing in', () => {
  const checkedRecord = () =>
    writeGuestRecord(localStorage, '31', {
      ...emptyGuestRecord(),
      startedAt: '2026-11-24T04:30:00.000Z',
      checkedAt: '2026-11-24T04:38:00.000Z',
      answers: { 101: { option: 'A', timeSpent: 30 } },
    })

  it('sends them to be kept once, lets them go from this device, and asks for the page with the result', async () => {
    checkedRecord()
    replies['/keep'] = { status: 200, body: { code: 'kept', attemptId: '80', resultUrl: '/result?attempt=80' } }
    act(() => root.render(withMessages(<GuestAnswersKeeper slug="daily-ca-quiz-2026-11-24" testId="31" locale="en" />)))
    await settle()
    expect(posted('/api/daily-quizzes/daily-ca-quiz-2026-11-24/keep')).toEqual([
      { answers: { 101: { option: 'A', timeSpent: 30 } }, language: 'en' },
    ])
    expect(localStorage.getItem(guestStorageKey('31'))).toBeNull()
    expect(toastMock.success).toHaveBeenCalledWith('Your score is saved to your account.', expect.anything())
    expect(routerMock.refresh).toHaveBeenCalledTimes(1)
  })

  it('says the earlier attempt counts when the account had one', async () => {
    checkedRecord()
    replies['/keep'] = {
      status: 200,
      body: {
        code: 'already-taken',
        message: 'Your account already has an attempt at this quiz, so that one counts.',
        resultUrl: '/result?attempt=12',
      },
    }
    act(() => root.render(withMessages(<GuestAnswersKeeper slug="daily-ca-quiz-2026-11-24" testId="31" locale="en" />)))
    await settle()
    expect(host.querySelector('[data-testid="keep-status"]')?.textContent).toBe(
      'Your account already has an attempt at this quiz, so that one counts. The answers you gave before signing in were not saved.',
    )
    expect(routerMock.refresh).not.toHaveBeenCalled()
  })

  it('keeps the answers on this device when the server cannot be reached, and does nothing without checked answers', async () => {
    checkedRecord()
    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch')
    })
    act(() => root.render(withMessages(<GuestAnswersKeeper slug="daily-ca-quiz-2026-11-24" testId="31" locale="en" />)))
    await settle()
    expect(host.querySelector('[role="alert"]')?.textContent).toContain('They are kept on this device')
    expect(readGuestRecord(localStorage, '31')?.checkedAt).not.toBeNull()

    act(() => root.unmount())
    root = createRoot(host)
    localStorage.clear()
    fetchMock.mockClear()
    act(() => root.render(withMessages(<GuestAnswersKeeper slug="daily-ca-quiz-2026-11-24" testId="31" locale="en" />)))
    await settle()
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
