// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { dailyQuizPaper, sameInBoth } from '../../../../tests/helpers/papers'
import { settle, runOnFakeTimers } from '../../../../tests/helpers/settle'
import { renderEachTestInto } from '../../../../tests/helpers/test-root'
import { withMessages } from '../../../../tests/helpers/with-messages'
import type { Paper } from '@/domain/test-engine/types'

import { guestStorageKey, readGuestRecord } from '../guest-answers'
import type { GuestCheckResponse } from '../types'
import { GuestQuiz } from './guest-quiz.client'

const toastMock = vi.hoisted(() => ({ info: vi.fn(), error: vi.fn(), warning: vi.fn(), success: vi.fn() }))
vi.mock('@/components/ui/toast', () => ({ toast: toastMock }))
const routerMock = vi.hoisted(() => ({ refresh: vi.fn(), push: vi.fn(), replace: vi.fn() }))
vi.mock('next/navigation', () => ({ useRouter: () => routerMock }))
const session = vi.hoisted(() => ({ status: 'signed-out' as 'signed-out' | 'signed-in' | 'loading' }))
vi.mock('@/components/site/session.client', () => ({ useSession: () => ({ status: session.status, user: null }) }))
// A visitor's check carries a proof of work (ADR 050); solving one is quiz-api.test.ts's to test.
const proof = { challenge: { parameters: { nonce: 'ab' } }, solution: { counter: 7, derivedKey: 'cd' } }
vi.mock('@/components/forms/proof-of-work.client', () => ({
  withProofOfWork: async (values: object) => ({ ...values, proofOfWork: proof }),
}))

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const paper: Paper = dailyQuizPaper([
  {
    id: '101',
    number: 1,
    stem: { en: 'The Kharif Marketing Season opens on which date?', pa: 'ਸਾਉਣੀ ਮੰਡੀਕਰਨ ਸੀਜ਼ਨ ਕਿਸ ਤਰੀਕ ਨੂੰ ਸ਼ੁਰੂ ਹੁੰਦਾ ਹੈ?' },
    options: sameInBoth('1 September', '1 October', '15 October', '1 November'),
  },
  {
    id: '102',
    number: 2,
    stem: { en: 'Which helpline number is the women’s helpline?', pa: 'ਮਹਿਲਾ ਹੈਲਪਲਾਈਨ ਦਾ ਨੰਬਰ ਕਿਹੜਾ ਹੈ?' },
    options: sameInBoth('100', '112', '181', '1098'),
  },
])
// The page makes the figures on the server; the quiz shows them with their question and in the review.
const figures = {
  '102': {
    question: <span role="img" aria-label="The helpline poster" data-testid="figure-in-question" />,
    review: <span role="img" aria-label="The helpline poster" data-testid="figure-in-review" />,
  },
}
const quiz = { id: '31', slug: 'daily-ca-quiz-2026-11-24', isTimed: true, durationMinutes: 10 }
const checked: GuestCheckResponse = {
  score: { score: 1, maxScore: 2, correct: 1, wrong: 0, unattempted: 1, withdrawn: 0 },
  review: [
    {
      questionId: '101',
      number: 1,
      stem: 'The Kharif Marketing Season opens on which date?',
      options: ['1 September', '1 October', '15 October', '1 November'],
      chosen: 'B',
      correct: 'B',
      outcome: 'correct',
      explanation: 'It runs from 1 October to 30 September.',
    },
    {
      questionId: '102',
      number: 2,
      stem: 'Which helpline number is the women’s helpline?',
      options: ['100', '112', '181', '1098'],
      chosen: null,
      correct: 'C',
      outcome: 'unattempted',
      explanation: '181 is the Women Helpline.',
    },
  ],
}

const screen = renderEachTestInto()
let fetchMock: ReturnType<typeof vi.fn>

beforeEach(() => {
  localStorage.clear()
  session.status = 'signed-out'
  routerMock.refresh.mockClear()
  fetchMock = vi.fn(async () => new Response(JSON.stringify(checked), { status: 200 }))
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  vi.unstubAllGlobals()
})

runOnFakeTimers()
const render = async () => {
  screen.render(
    withMessages(
      <GuestQuiz
        quiz={quiz}
        paper={paper}
        figures={figures}
        locale="en"
        signInHref="/sign-in?next=%2Fcurrent-affairs%2Fdaily-cs-mcqs%2Fdaily-ca-quiz-2026-11-24"
      />,
    ),
  )
  await settle()
}
const button = (label: string) => [...screen.host.querySelectorAll('button')].find((node) => node.textContent?.trim() === label)
const radio = (letter: string) => screen.host.querySelector<HTMLInputElement>(`input[type="radio"][value="${letter}"]`)!
const click = async (target: Element | undefined) => {
  act(() => void (target as HTMLElement).click())
  await settle()
}

describe('the quiz for a signed-out candidate', () => {
  it('keeps every answer on this device at once, and finds it again after a reload', async () => {
    await render()
    await click(button('Start the quiz'))
    expect(screen.host.querySelector('#question-heading')?.textContent).toBe('Question 1')
    expect(screen.host.querySelector('[role="timer"]')?.textContent).toMatch(/^00:(10:00|09:5\d)$/)
    act(() => radio('B').click())
    expect(readGuestRecord(localStorage, '31')?.answers['101']?.option).toBe('B')

    screen.remount()
    await render()
    expect(radio('B').checked).toBe(true)
    expect(screen.host.querySelector('[aria-label="Question 1, answered"]')).not.toBeNull()
    expect(screen.host.querySelector('[aria-label="Question 2, not answered"]')).not.toBeNull()
  })

  it('asks before submitting with questions unanswered, then shows the checked score, the answers and the invitation to sign in', async () => {
    await render()
    await click(button('Start the quiz'))
    act(() => radio('B').click())
    await click(button('Submit'))
    expect(screen.host.textContent).toContain('You have not answered 1 question. Submit anyway?')
    expect(fetchMock).not.toHaveBeenCalled()
    await click(button('Yes, submit'))

    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(url).toBe('/api/daily-quizzes/daily-ca-quiz-2026-11-24/check')
    expect(JSON.parse(String(init.body))).toMatchObject({ answers: { 101: { option: 'B' } }, language: 'en', proofOfWork: proof })
    expect(screen.host.querySelector('[data-testid="quiz-score"]')?.textContent?.replace(/\s+/g, ' ').trim()).toBe('1 / 2')
    expect(screen.host.textContent).toContain('It runs from 1 October to 30 September.')
    const invite = screen.host.querySelector<HTMLAnchorElement>('[data-testid="keep-invite"] a')!
    expect(invite.textContent).toBe('Sign in to keep your score')
    expect(invite.getAttribute('href')).toBe('/sign-in?next=%2Fcurrent-affairs%2Fdaily-cs-mcqs%2Fdaily-ca-quiz-2026-11-24')
    // Checked answers stay on this device, waiting to be kept after the sign-in.
    expect(readGuestRecord(localStorage, '31')?.checkedAt).not.toBeNull()
  })

  it('shows a question’s figure made by the page with its question and in the review, and no other question’s', async () => {
    await render()
    await click(button('Start the quiz'))
    expect(screen.host.querySelector('[data-testid="figure-in-question"]')).toBeNull()
    await click(screen.host.querySelector('[aria-label="Question 2, not answered"]')!)
    expect(screen.host.querySelector('#question-heading')?.textContent).toBe('Question 2')
    expect(screen.host.querySelectorAll('[data-testid="figure-in-question"]')).toHaveLength(1)

    await click(button('Submit'))
    await click(button('Yes, submit'))
    const reviewed = [...screen.host.querySelectorAll('article')]
    expect(reviewed.map((question) => question.querySelector('[data-testid="figure-in-review"]') !== null)).toEqual([false, true])
  })

  it('keeps the answers and says so when the check cannot reach the server', async () => {
    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch')
    })
    await render()
    await click(button('Start the quiz'))
    act(() => radio('A').click())
    act(() => void button('Next')!.click())
    act(() => radio('C').click())
    await click(button('Submit'))
    expect(screen.host.querySelector('[role="alert"]')?.textContent).toBe(
      'Your answers are safe on this device. We could not check them just now: try again.',
    )
    expect(readGuestRecord(localStorage, '31')).toMatchObject({ checkedAt: null, answers: { 101: { option: 'A' }, 102: { option: 'C' } } })
    expect(radio('C').checked).toBe(true)
  })

  it('asks the server for the candidate’s own page once they are signed in', async () => {
    localStorage.setItem(
      guestStorageKey('31'),
      JSON.stringify({ startedAt: new Date().toISOString(), answers: {}, currentQuestionId: null, checkedAt: null }),
    )
    await render()
    expect(routerMock.refresh).not.toHaveBeenCalled()
    session.status = 'signed-in'
    await render()
    expect(routerMock.refresh).toHaveBeenCalledTimes(1)
  })
})
