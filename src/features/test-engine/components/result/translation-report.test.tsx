// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { IntlClientProvider } from '@/i18n/intl-provider.client'
import { pickMessages } from '@/i18n/messages'

import { ReviewList } from './review-list.client'
import { reviewQuestions } from './result-view-fixture'
import { settle, runOnFakeTimers } from '../../../../../tests/helpers/settle'

const toastMock = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }))
vi.mock('@/components/ui/toast', () => ({ toast: toastMock }))

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const versions = {
  english: { stem: 'Punjab was reorganised in 1966.', options: ['1947', '1956', '1966', '1972'] },
  punjabi: { stem: 'ਪੰਜਾਬ ਦਾ ਪੁਨਰਗਠਨ 1967 ਵਿੱਚ ਹੋਇਆ।', options: ['1947', '1956', '1966', '1972'] },
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

let host: HTMLDivElement
let root: Root
let fetchMock: ReturnType<typeof vi.fn>
/** What the server answers a report with, test by test. */
let answerReport: () => Promise<Response>

beforeEach(() => {
  sessionStorage.clear()
  host = document.createElement('div')
  document.body.append(host)
  root = createRoot(host)
  toastMock.error.mockClear()
  toastMock.success.mockClear()
  answerReport = async () => json({ sent: true })
  fetchMock = vi.fn(async (url: string) => (url.startsWith('/api/translation-problems/versions') ? json(versions) : answerReport()))
  vi.stubGlobal('fetch', fetchMock)
  act(() =>
    root.render(
      <IntlClientProvider locale="en" messages={pickMessages('en', ['result'])}>
        <ReviewList questions={reviewQuestions} locale="en" bookmarkEndpoint="/api/bookmarks" />
      </IntlClientProvider>,
    ),
  )
})

afterEach(() => {
  act(() => root.unmount())
  host.remove()
  vi.unstubAllGlobals()
})

runOnFakeTimers()
const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, ' ').trim()
const question = (number: number) => host.querySelector<HTMLElement>(`#question-${number}`)!
const buttonIn = (scope: HTMLElement, label: string) => [...scope.querySelectorAll('button')].find((button) => text(button) === label)!
const box = (number: number) => question(number).querySelector('textarea')!
const type = (field: HTMLTextAreaElement, value: string) =>
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(field, value)
    field.dispatchEvent(new Event('input', { bubbles: true }))
  })
const reportBodies = () =>
  fetchMock.mock.calls
    .filter(([url]) => url === '/api/translation-problems')
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)))

async function openReport(number: number) {
  act(() => buttonIn(question(number), 'Report a translation problem').click())
  await settle()
  return question(number).querySelector<HTMLElement>('section')!
}

describe('reporting a translation problem from the review', () => {
  it('quotes both versions side by side and sends the candidate’s words for that question', async () => {
    const panel = await openReport(2)
    expect(text(panel.querySelector('h4'))).toBe('Report a translation problem: question 2')
    expect(document.activeElement).toBe(panel.querySelector('h4'))
    const quoted = [...panel.querySelectorAll('figure')].map((figure) => [
      text(figure.querySelector('figcaption')),
      figure.querySelector('blockquote')?.getAttribute('lang'),
    ])
    expect(quoted).toEqual([
      ['English', 'en'],
      ['Punjabi', 'pa'],
    ])
    expect(text(panel)).toContain('ਪੰਜਾਬ ਦਾ ਪੁਨਰਗਠਨ 1967 ਵਿੱਚ ਹੋਇਆ।')

    type(box(2), 'The Punjabi says 1967, the English 1966.')
    act(() => buttonIn(panel, 'Send to the institute').click())
    await settle()
    expect(reportBodies()).toEqual([{ questionId: reviewQuestions[1]!.questionId, message: 'The Punjabi says 1967, the English 1966.' }])
    const said = 'Thank you. Staff will compare the two versions of question 2 and correct it if needed.'
    expect(text(question(2).querySelector('[role="status"]'))).toBe(said)
    expect(toastMock.success).toHaveBeenCalledWith(said, { toastId: `translation-report-${reviewQuestions[1]!.questionId}` })
    expect(sessionStorage.length).toBe(0)
  })

  it('shows the server’s refusal beside the box and keeps what was typed', async () => {
    answerReport = async () =>
      json(
        {
          message: 'Write at least 10 characters, so staff can find the difference.',
          fieldErrors: { message: 'Write at least 10 characters, so staff can find the difference.' },
        },
        400,
      )
    const panel = await openReport(1)
    type(box(1), '1967?')
    act(() => buttonIn(panel, 'Send to the institute').click())
    await settle()
    expect(box(1).getAttribute('aria-invalid')).toBe('true')
    expect(text(panel.querySelector(`#${box(1).id}-error`))).toBe('Write at least 10 characters, so staff can find the difference.')
    expect(box(1).value).toBe('1967?')
    expect(document.activeElement).toBe(box(1))
  })

  it('keeps the words through a lost connection and a reload of the panel, and says so', async () => {
    answerReport = async () => {
      throw new TypeError('Failed to fetch')
    }
    let panel = await openReport(3)
    type(box(3), 'Option C reads 1966 in English but 1967 in Punjabi.')
    act(() => buttonIn(panel, 'Send to the institute').click())
    await settle()
    expect(toastMock.error).toHaveBeenCalledWith(
      'Could not send the report. Check your connection and try again; what you typed is kept.',
      {
        toastId: `translation-report-failed-${reviewQuestions[2]!.questionId}`,
      },
    )
    expect(box(3).value).toBe('Option C reads 1966 in English but 1967 in Punjabi.')

    // Closed, and the page rendered again (a reload): the words come back from this tab's storage.
    act(() => buttonIn(panel, 'Cancel').click())
    act(() => root.unmount())
    root = createRoot(host)
    act(() =>
      root.render(
        <IntlClientProvider locale="en" messages={pickMessages('en', ['result'])}>
          <ReviewList questions={reviewQuestions} locale="en" bookmarkEndpoint="/api/bookmarks" />
        </IntlClientProvider>,
      ),
    )
    panel = await openReport(3)
    expect(box(3).value).toBe('Option C reads 1966 in English but 1967 in Punjabi.')
  })
})
