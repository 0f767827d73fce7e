// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { settle, runOnFakeTimers } from '../../../../tests/helpers/settle'
import { withMessages } from '../../../../tests/helpers/with-messages'
import type { DailyQuestionView, McqAnswerResult } from '../types'
import { McqQuestion } from './mcq-question.client'

const toastMock = vi.hoisted(() => ({ success: vi.fn(), info: vi.fn(), error: vi.fn() }))
vi.mock('@/components/ui/toast', () => ({ toast: toastMock }))
const session = vi.hoisted(() => ({ status: 'signed-out' as 'loading' | 'signed-in' | 'signed-out', refresh: vi.fn() }))
vi.mock('@/components/site/session.client', () => ({ useSession: () => ({ status: session.status }) }))
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: session.refresh }) }))

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const QUESTION = '12'
const question: NonNullable<DailyQuestionView['mcq']> = {
  id: '300',
  stem: { en: 'The Harike wetland lies at the confluence of which two rivers?', pa: 'ਹਰੀਕੇ ਜਲਗਾਹ ਕਿਹੜੇ ਦੋ ਦਰਿਆਵਾਂ ਦੇ ਸੰਗਮ ’ਤੇ ਹੈ?' },
  options: [
    { en: 'Ravi and Beas', pa: 'ਰਾਵੀ ਅਤੇ ਬਿਆਸ' },
    { en: 'Beas and Sutlej', pa: 'ਬਿਆਸ ਅਤੇ ਸਤਲੁਜ' },
    { en: 'Sutlej and Ghaggar', pa: 'ਸਤਲੁਜ ਅਤੇ ਘੱਗਰ' },
    { en: 'Ravi and Chenab', pa: 'ਰਾਵੀ ਅਤੇ ਚਨਾਬ' },
  ],
  image: null,
}
const reveal = (answered: number): McqAnswerResult['reveal'] => ({
  correct: 'B',
  explanation: {
    en: 'The Harike headworks stand just below the meeting of the Beas and the Sutlej.',
    pa: 'ਹਰੀਕੇ ਹੈੱਡਵਰਕਸ ਬਿਆਸ ਅਤੇ ਸਤਲੁਜ ਦੇ ਸੰਗਮ ਤੋਂ ਥੋੜ੍ਹਾ ਹੇਠਾਂ ਹਨ।',
  },
  answered,
  shares: [
    { option: 'A', count: 1, percent: 25 },
    { option: 'B', count: 3, percent: 75 },
    { option: 'C', count: 0, percent: 0 },
    { option: 'D', count: 0, percent: 0 },
  ],
})
const choiceKey = `pcs-qotd-choice:${QUESTION}`

let host: HTMLDivElement
let root: Root
let fetchMock: ReturnType<typeof vi.fn>
const respond = (status: number, body: unknown) => fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status }))

beforeEach(() => {
  localStorage.clear()
  for (const mock of Object.values(toastMock)) mock.mockClear()
  session.status = 'signed-out'
  session.refresh.mockClear()
  fetchMock = vi.fn()
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
const render = async (props: Partial<Parameters<typeof McqQuestion>[0]> = {}) => {
  act(() =>
    root.render(
      withMessages(
        <McqQuestion
          dailyQuestionId={QUESTION}
          question={question}
          locale="en"
          isSignedIn={false}
          signInHref="/sign-in?next=%2Fcurrent-affairs%2Fquestions"
          answered={null}
          figure={null}
          {...props}
        />,
      ),
    ),
  )
  await settle()
}
const radio = (letter: string) => host.querySelector<HTMLInputElement>(`input[type="radio"][value="${letter}"]`)!
const checkButton = () => [...host.querySelectorAll('button')].find((node) => node.textContent?.trim() === 'Check answer')
const share = (letter: string) => host.querySelector(`[data-testid="share-${letter}"]`)!.textContent

describe('McqQuestion', () => {
  it('checks a visitor’s answer and shows the key, each option’s share and the explanation, with an invitation to sign in', async () => {
    await render()
    act(() => radio('A').click())
    expect(JSON.parse(localStorage.getItem(choiceKey)!)).toEqual({ option: 'A', isChecked: false })
    respond(200, { outcome: 'not-recorded', chosen: 'A', reveal: reveal(4) })
    await act(async () => checkButton()!.click())
    await settle()

    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(url).toBe(`/api/daily-questions/${QUESTION}/answer`)
    expect(JSON.parse(init.body as string)).toEqual({ option: 'A' })
    expect(host.querySelector('[data-testid="qotd-verdict"]')!.textContent).toBe('Not quite: the correct answer is B.')
    // The Check button is gone; the focus is on the reveal, not lost to the page.
    expect(document.activeElement!.contains(host.querySelector('[data-testid="qotd-reveal"]'))).toBe(true)
    expect(share('B')).toBe('Option B: 75% (3 candidates)')
    expect(share('A')).toBe('Option A: 25% (1 candidate)')
    expect(host.querySelector('[data-option="B"] [data-tag="correct"]')!.textContent).toBe('Correct answer')
    expect(host.querySelector('[data-option="A"] [data-tag="chosen"]')!.textContent).toBe('Your answer')
    expect(host.querySelector('[data-testid="qotd-answered"]')!.textContent).toBe('4 candidates have answered.')
    expect(host.textContent).toContain('The Harike headworks stand just below')
    const invitation = host.querySelector('[data-testid="qotd-sign-in-invitation"]')!
    expect(invitation.textContent).toContain('Your answer is not counted yet')
    expect(invitation.querySelector('a')!.getAttribute('href')).toBe('/sign-in?next=%2Fcurrent-affairs%2Fquestions')
    expect(radio('C').disabled).toBe(true)
    expect(checkButton()).toBeUndefined()
    expect(JSON.parse(localStorage.getItem(choiceKey)!)).toEqual({ option: 'A', isChecked: true })
  })

  it('records the answer a visitor checked once they are back signed in', async () => {
    localStorage.setItem(choiceKey, JSON.stringify({ option: 'A', isChecked: true }))
    respond(200, { outcome: 'recorded', chosen: 'A', reveal: reveal(5) })
    session.status = 'signed-in'
    await render({ isSignedIn: true })
    await settle()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(JSON.parse((fetchMock.mock.calls[0] as [string, RequestInit])[1].body as string)).toEqual({ option: 'A' })
    expect(host.textContent).toContain('The answer you chose before signing in is now recorded.')
    expect(host.querySelector('[data-testid="qotd-sign-in-invitation"]')).toBeNull()
    expect(localStorage.getItem(choiceKey)).toBeNull()
  })

  it('fetches the page again, sending nothing, when a visitor’s page is shown to someone signed in', async () => {
    localStorage.setItem(choiceKey, JSON.stringify({ option: 'A', isChecked: true }))
    session.status = 'signed-in'
    await render({ isSignedIn: false })
    expect(session.refresh).toHaveBeenCalledTimes(1)
    expect(fetchMock).not.toHaveBeenCalled()
    expect(radio('A').checked).toBe(true)
  })

  it('brings back a choice made before a reload without checking it', async () => {
    localStorage.setItem(choiceKey, JSON.stringify({ option: 'C', isChecked: false }))
    session.status = 'signed-in'
    await render({ isSignedIn: true })
    expect(radio('C').checked).toBe(true)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('asks for an option before checking', async () => {
    await render()
    act(() => checkButton()!.click())
    expect(host.querySelector('[role="alert"]')!.textContent).toBe('Choose an option first.')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('shows the first answer when the server says it was already answered', async () => {
    session.status = 'signed-in'
    await render({ isSignedIn: true })
    act(() => radio('B').click())
    respond(409, {
      outcome: 'already-answered',
      chosen: 'A',
      reveal: reveal(4),
      message: 'You have already answered this question: your first answer, option A, is the one that counts.',
    })
    await act(async () => checkButton()!.click())
    await settle()
    expect(radio('A').checked).toBe(true)
    expect(host.textContent).toContain('your first answer, option A, is the one that counts.')
  })

  it('shows a signed-in candidate’s earlier answer with its reveal, with nothing left to check', async () => {
    session.status = 'signed-in'
    await render({ isSignedIn: true, answered: { outcome: 'recorded', chosen: 'B', reveal: reveal(4) } })
    expect(radio('B').checked).toBe(true)
    expect(host.querySelector('[data-testid="qotd-verdict"]')!.textContent).toBe('Right: that is the correct answer.')
    expect(checkButton()).toBeUndefined()
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
