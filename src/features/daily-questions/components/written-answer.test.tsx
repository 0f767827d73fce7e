// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { settle, runOnFakeTimers } from '../../../../tests/helpers/settle'
import { withMessages } from '../../../../tests/helpers/with-messages'
import type { SubmissionView } from '../types'
import { draftKey, WrittenAnswer } from './written-answer.client'

const toastMock = vi.hoisted(() => ({ success: vi.fn(), info: vi.fn(), error: vi.fn() }))
vi.mock('@/components/ui/toast', () => ({ toast: toastMock }))
const session = vi.hoisted(() => ({ status: 'signed-out' as 'loading' | 'signed-in' | 'signed-out', refresh: vi.fn() }))
vi.mock('@/components/site/session.client', () => ({ useSession: () => ({ status: session.status }) }))
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: session.refresh }) }))

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const QUESTION = '41'
const submitted: SubmissionView = {
  id: '7',
  format: 'typed',
  answer: 'Punjab draws more groundwater than is recharged.',
  wordCount: 7,
  pages: [],
  submittedAt: '2026-11-21T08:00:00.000Z',
  status: 'submitted',
  evaluation: null,
  guidance: { en: 'Cover the causes and the remedies.', pa: 'ਕਾਰਨ ਅਤੇ ਉਪਾਅ ਲਿਖੋ।' },
  modelAnswer: null,
}

let host: HTMLDivElement
let root: Root
let fetchMock: ReturnType<typeof vi.fn>

beforeEach(() => {
  localStorage.clear()
  for (const mock of Object.values(toastMock)) mock.mockClear()
  session.status = 'signed-out'
  session.refresh.mockClear()
  fetchMock = vi.fn(async () => new Response(JSON.stringify({ submission: submitted }), { status: 200 }))
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
const render = async (props: Partial<Parameters<typeof WrittenAnswer>[0]> = {}) => {
  session.status = props.isSignedIn === false ? 'signed-out' : 'signed-in'
  act(() =>
    root.render(
      withMessages(
        <WrittenAnswer
          dailyQuestionId={QUESTION}
          wordLimit={5}
          locale="en"
          isSignedIn
          signInHref="/sign-in?next=%2Fcurrent-affairs%2Fquestions"
          submission={null}
          {...props}
        />,
      ),
    ),
  )
  await settle()
}
const textarea = () => host.querySelector('textarea')!
const type = (text: string) =>
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(textarea(), text)
    textarea().dispatchEvent(new Event('input', { bubbles: true }))
  })
const button = (label: string) => [...host.querySelectorAll('button')].find((node) => node.textContent?.trim() === label)!
const count = () => host.querySelector('[data-testid="qotd-word-count"]')!.textContent
const dialog = () => host.querySelector<HTMLDialogElement>('dialog[data-testid="qotd-confirm"]')!
/** Submit answer checks with the server's schema, which the box loads on first use (ADR 031). */
const submitAnswer = async () => {
  act(() => button('Submit answer').click())
  await act(async () => {
    await import('../schemas')
  })
  await settle()
}

describe('WrittenAnswer', () => {
  it('keeps the draft on this device at every keystroke and counts the words as it goes', async () => {
    await render()
    type('Paddy needs')
    expect(localStorage.getItem(draftKey(QUESTION))).toBe(JSON.stringify('Paddy needs'))
    expect(count()).toBe('2 of 5 words')
    type('Paddy needs 3,000 litres ।')
    expect(count()).toBe('4 of 5 words')
    expect(localStorage.getItem(draftKey(QUESTION))).toBe(JSON.stringify('Paddy needs 3,000 litres ।'))
  })

  it('brings the draft back after a reload, and says so', async () => {
    localStorage.setItem(draftKey(QUESTION), JSON.stringify('Free power for tubewells'))
    await render()
    expect(textarea().value).toBe('Free power for tubewells')
    expect(host.textContent).toContain('Your draft from this device is back: carry on writing.')
    expect(count()).toBe('4 of 5 words')
  })

  it('refuses to send an empty answer or one over the limit, and keeps the text', async () => {
    await render()
    await submitAnswer()
    expect(host.querySelector('[role="alert"]')!.textContent).toBe('Write your answer before submitting.')
    type('one two three four five six seven')
    expect(count()).toContain('2 words over the limit')
    await submitAnswer()
    expect(host.querySelector('[role="alert"]')!.textContent).toBe('Your answer has 7 words; the limit is 5. Shorten it by 2 words.')
    expect(host.querySelector('dialog[open]')).toBeNull()
    expect(fetchMock).not.toHaveBeenCalled()
    expect(textarea().value).toBe('one two three four five six seven')
  })

  it('asks before submitting, sends the answer once confirmed, then shows it awaiting evaluation and forgets the draft', async () => {
    await render()
    type('Punjab draws more groundwater.')
    await submitAnswer()
    expect(dialog().open).toBe(true)
    expect(dialog().textContent).toContain('You are submitting 4 words. You can submit only once')
    act(() => button('Keep writing').click())
    expect(dialog().open).toBe(false)
    expect(fetchMock).not.toHaveBeenCalled()

    await submitAnswer()
    await act(async () => button('Yes, submit').click())
    await settle()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(url).toBe(`/api/daily-questions/${QUESTION}/submission`)
    expect(JSON.parse(init.body as string)).toEqual({ answer: 'Punjab draws more groundwater.' })
    expect(host.querySelector('[data-testid="qotd-awaiting"]')!.textContent).toContain('Submitted, awaiting evaluation')
    expect(document.activeElement!.contains(host.querySelector('[data-testid="qotd-submission"]'))).toBe(true)
    expect(host.textContent).toContain(submitted.answer)
    expect(host.textContent).toContain('Cover the causes and the remedies.')
    expect(host.querySelector('textarea')).toBeNull()
    expect(localStorage.getItem(draftKey(QUESTION))).toBeNull()
  })

  it('keeps the draft when the answer cannot be sent', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await render()
    type('Canal water instead of tubewells.')
    await submitAnswer()
    await act(async () => button('Yes, submit').click())
    await settle()
    expect(toastMock.error).toHaveBeenCalledWith(expect.stringContaining('what you typed is kept'), expect.anything())
    expect(textarea().value).toBe('Canal water instead of tubewells.')
    expect(localStorage.getItem(draftKey(QUESTION))).toBe(JSON.stringify('Canal water instead of tubewells.'))
  })

  it('asks a visitor to sign in to submit, keeping the draft meanwhile', async () => {
    await render({ isSignedIn: false })
    expect(session.refresh).not.toHaveBeenCalled()
    type('Rainwater harvesting in villages.')
    expect(button('Submit answer')).toBeUndefined()
    const signIn = [...host.querySelectorAll('a')].find((link) => link.textContent?.includes('Sign in to submit'))!
    expect(signIn.getAttribute('href')).toBe('/sign-in?next=%2Fcurrent-affairs%2Fquestions')
    expect(localStorage.getItem(draftKey(QUESTION))).toBe(JSON.stringify('Rainwater harvesting in villages.'))
  })

  it('shows an evaluated answer’s marks out of the question’s, the feedback and who evaluated it', async () => {
    await render({
      locale: 'en',
      submission: {
        ...submitted,
        status: 'evaluated',
        evaluation: {
          marksAwarded: 6.5,
          marks: 10,
          feedback: 'Add data from the CGWB report.',
          evaluatorName: 'Harpreet Kaur',
          evaluatedAt: '2026-11-22T05:00:00.000Z',
          rubric: null,
          pins: [],
        },
      },
    })
    expect(host.querySelector('[data-testid="qotd-marks"]')!.textContent).toBe('6.5 / 10 marks')
    expect(host.textContent).toContain('Add data from the CGWB report.')
    expect(host.textContent).toContain('Evaluated by Harpreet Kaur on Sunday, 22 November 2026')
    expect(host.querySelector('[data-testid="qotd-awaiting"]')).toBeNull()
  })
})
