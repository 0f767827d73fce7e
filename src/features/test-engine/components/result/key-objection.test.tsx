// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { IntlClientProvider } from '@/i18n/intl-provider.client'
import { pickMessages } from '@/i18n/messages'

import type { OwnObjection } from '../../key-objection-schema'
import { ReviewList } from './review-list.client'
import { reviewQuestions } from './result-view-fixture'
import { settle, runOnFakeTimers } from '../../../../../tests/helpers/settle'

const toastMock = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }))
vi.mock('@/components/ui/toast', () => ({ toast: toastMock }))

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

let host: HTMLDivElement
let root: Root
let fetchMock: ReturnType<typeof vi.fn>
let answer: () => Promise<Response>

const render = (objections: { isOpen: boolean; mine: Record<string, OwnObjection> }, locale: 'en' | 'pa' = 'en') =>
  act(() =>
    root.render(
      <IntlClientProvider locale={locale} messages={pickMessages(locale, ['result'])}>
        <ReviewList
          questions={reviewQuestions}
          locale={locale}
          bookmarkEndpoint="/api/bookmarks"
          objections={{ attemptId: '41', ...objections }}
        />
      </IntlClientProvider>,
    ),
  )

beforeEach(() => {
  sessionStorage.clear()
  host = document.createElement('div')
  document.body.append(host)
  root = createRoot(host)
  toastMock.error.mockClear()
  toastMock.success.mockClear()
  answer = async () => json({ sent: true, objection: { kind: 'key', status: 'open', note: null } })
  fetchMock = vi.fn(async () => answer())
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  act(() => root.unmount())
  host.remove()
  vi.unstubAllGlobals()
})

runOnFakeTimers()
const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, ' ').trim()
const question = (number: number) => host.querySelector<HTMLElement>(`#question-${number}`)!
const buttonIn = (scope: HTMLElement, label: string) => [...scope.querySelectorAll('button')].find((button) => text(button) === label)
const radio = (scope: HTMLElement, label: string) =>
  [...scope.querySelectorAll('label')].find((node) => text(node) === label)!.querySelector('input')!
const setValue = (field: HTMLTextAreaElement | HTMLInputElement, value: string) =>
  act(() => {
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
    Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(field, value)
    field.dispatchEvent(new Event('input', { bubbles: true }))
  })
const sentBodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String((init as RequestInit).body)))

async function openForm(number: number) {
  act(() => buttonIn(question(number), 'Object to the answer key')!.click())
  await settle()
  return question(number).querySelector<HTMLElement>('section[aria-labelledby$="-heading"]:last-of-type')!
}

describe('objecting to the answer key from the review', () => {
  it('asks what is wrong, the answer proposed, the reasoning and a source, and sends them for that question', async () => {
    render({ isOpen: true, mine: {} })
    const panel = await openForm(3)
    expect(text(panel.querySelector('h4'))).toBe('Object to question 3')
    expect(document.activeElement).toBe(panel.querySelector('h4'))
    // The proposed answer is asked for only when the key is what is wrong.
    expect(panel.textContent).not.toContain('The correct answer, in your view')
    act(() => radio(panel, 'The answer key: another option is correct').click())
    expect(panel.textContent).toContain('The correct answer, in your view')
    act(() => radio(panel, 'Option C').click())
    setValue(panel.querySelector('textarea')!, 'Punjab was reorganised on 1 November 1966, so C is right.')
    setValue(panel.querySelector<HTMLInputElement>('input[type="text"]')!, 'Punjab Reorganisation Act, 1966')
    act(() => buttonIn(panel, 'Send the objection')!.click())
    await settle()
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/objections')
    expect(sentBodies()).toEqual([
      {
        attemptId: '41',
        questionId: reviewQuestions[2]!.questionId,
        kind: 'key',
        proposedOption: 'C',
        reason: 'Punjab was reorganised on 1 November 1966, so C is right.',
        source: 'Punjab Reorganisation Act, 1966',
      },
    ])
    const said = 'Your objection to question 3 is with staff. You will get an e-mail when they decide.'
    expect(text(question(3).querySelector('[role="status"]'))).toBe(said)
    expect(toastMock.success).toHaveBeenCalledWith(said, { toastId: `key-objection-${reviewQuestions[2]!.questionId}` })
    expect(sessionStorage.length).toBe(0)
  })

  it('shows each of the server’s refusals beside its field, keeps what was typed and moves to the first', async () => {
    answer = async () =>
      json(
        {
          message: 'Check the fields marked below.',
          fieldErrors: {
            proposedOption: 'Choose the answer you believe is correct.',
            reason: 'Write at least 20 characters, so staff can check your reasoning.',
          },
        },
        400,
      )
    render({ isOpen: true, mine: {} })
    const panel = await openForm(1)
    act(() => radio(panel, 'The answer key: another option is correct').click())
    setValue(panel.querySelector('textarea')!, 'It is B.')
    act(() => buttonIn(panel, 'Send the objection')!.click())
    await settle()
    expect(text(panel.querySelector(`#key-objection-${reviewQuestions[0]!.questionId}-proposedOption-error`))).toBe(
      'Choose the answer you believe is correct.',
    )
    const reason = panel.querySelector('textarea')!
    expect(reason.getAttribute('aria-invalid')).toBe('true')
    expect(reason.getAttribute('aria-describedby')).toContain(`${reason.id}-error`)
    expect(reason.value).toBe('It is B.')
    expect(document.activeElement?.getAttribute('name')).toBe(`key-objection-${reviewQuestions[0]!.questionId}-option`)
  })

  it('keeps the words through a lost connection, and says so', async () => {
    answer = async () => {
      throw new TypeError('Failed to fetch')
    }
    render({ isOpen: true, mine: {} })
    const panel = await openForm(2)
    act(() => radio(panel, 'The wording: the question or its options are wrong or ambiguous').click())
    setValue(panel.querySelector('textarea')!, 'Statement 2 is true only after the 1966 reorganisation.')
    act(() => buttonIn(panel, 'Send the objection')!.click())
    await settle()
    expect(toastMock.error).toHaveBeenCalledWith(
      'Could not send the objection. Check your connection and try again; what you typed is kept.',
      { toastId: `key-objection-failed-${reviewQuestions[1]!.questionId}` },
    )
    expect(panel.querySelector('textarea')!.value).toBe('Statement 2 is true only after the 1966 reorganisation.')
  })

  it('shows the candidate’s own objection and staff’s note instead of the button, and no button once the period has closed', () => {
    render({
      isOpen: false,
      mine: {
        [reviewQuestions[0]!.questionId]: { kind: 'key', status: 'rejected', note: 'Article 17 abolishes untouchability; A stands.' },
      },
    })
    expect(text(question(1).querySelector('[data-objection]'))).toBe(
      'Your objection was not accepted. Staff’s note: Article 17 abolishes untouchability; A stands.',
    )
    for (const number of [1, 2, 3]) expect(buttonIn(question(number), 'Object to the answer key')).toBeUndefined()
  })

  it('on a Punjabi page, says it in Punjabi and marks staff’s English note as English', () => {
    render(
      {
        isOpen: false,
        mine: { [reviewQuestions[0]!.questionId]: { kind: 'key', status: 'accepted', note: 'Article 17 it is; the key changes.' } },
      },
      'pa',
    )
    const state = question(1).querySelector('[data-objection]')!
    expect(text(state)).toBe('ਤੁਹਾਡਾ ਇਤਰਾਜ਼ ਮੰਨ ਲਿਆ ਗਿਆ। ਸਟਾਫ਼ ਦਾ ਨੋਟ: Article 17 it is; the key changes.')
    expect(state.querySelector('span[lang="en"]')?.textContent).toBe('Article 17 it is; the key changes.')
  })
})
