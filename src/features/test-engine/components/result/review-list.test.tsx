// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { IntlClientProvider } from '@/i18n/intl-provider.client'
import { pickMessages } from '@/i18n/messages'

import { reviewFilters } from './review-filter'
import { ReviewList } from './review-list.client'
import { reviewQuestions } from './result-view-fixture'
import { settle, runOnFakeTimers } from '../../../../../tests/helpers/settle'

const toastMock = vi.hoisted(() => ({ error: vi.fn() }))
vi.mock('@/components/ui/toast', () => ({ toast: toastMock }))

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const ENDPOINT = '/api/bookmarks'
let host: HTMLDivElement
let root: Root
let fetchMock: ReturnType<typeof vi.fn>

beforeEach(() => {
  host = document.createElement('div')
  document.body.append(host)
  root = createRoot(host)
  toastMock.error.mockClear()
  fetchMock = vi.fn(async () => new Response(null, { status: 204 }))
  vi.stubGlobal('fetch', fetchMock)
  act(() =>
    root.render(
      <IntlClientProvider locale="en" messages={pickMessages('en', ['result'])}>
        <ReviewList questions={reviewQuestions} locale="en" bookmarkEndpoint={ENDPOINT} />
      </IntlClientProvider>,
    ),
  )
})

afterEach(() => {
  act(() => root.unmount())
  host.remove()
  vi.unstubAllGlobals()
})

const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, ' ').trim()
const filterButton = (label: string) =>
  [...host.querySelectorAll('[role="group"] button')].find((button) => text(button)?.startsWith(`${label} (`)) as HTMLButtonElement
const shownQuestions = () => [...host.querySelectorAll('article h3')].map((heading) => heading.textContent)
const bookmarkButton = (number: number) => host.querySelector<HTMLButtonElement>(`#question-${number} footer button`)!
const click = (target: HTMLElement) => act(() => target.click())
/** Lets the pending save finish and React apply what follows from it. */
runOnFakeTimers()
const sentBodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String((init as RequestInit).body)))

describe('the review filters', () => {
  it('show only the questions of the chosen outcome and say how many', () => {
    click(filterButton('Wrong'))
    expect(shownQuestions()).toEqual(['Question 2'])
    expect(filterButton('Wrong').getAttribute('aria-pressed')).toBe('true')
    expect(filterButton('All').getAttribute('aria-pressed')).toBe('false')
    expect(text(host.querySelector('[role="status"]'))).toBe('Showing 1 of 3 questions: wrong.')

    click(filterButton('Not attempted'))
    expect(shownQuestions()).toEqual(['Question 3'])

    click(filterButton('All'))
    expect(shownQuestions()).toEqual(['Question 1', 'Question 2', 'Question 3'])
    expect(text(host.querySelector('[role="status"]'))).toBe('Showing all 3 questions.')
  })

  it('say so plainly when a filter has nothing to show', async () => {
    click(bookmarkButton(2))
    await settle()
    click(filterButton('Bookmarked'))
    expect(shownQuestions()).toEqual([])
    expect(host.textContent).toContain('You have not bookmarked any question of this test.')
  })
})

describe('the bookmark toggle', () => {
  it('shows the bookmark at once and saves it to the endpoint', async () => {
    click(bookmarkButton(1))
    expect(bookmarkButton(1).getAttribute('aria-pressed')).toBe('true')
    expect(text(bookmarkButton(1))).toBe('Bookmarked')
    expect(text(filterButton('Bookmarked'))).toBe('Bookmarked (2)')

    await settle()
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(url).toBe(ENDPOINT)
    expect(init.method).toBe('POST')
    expect(init.credentials).toBe('same-origin')
    expect(JSON.parse(String(init.body))).toEqual({ questionId: 'q-polity-1', bookmarked: true })
    expect(bookmarkButton(1).getAttribute('aria-pressed')).toBe('true')
    expect(toastMock.error).not.toHaveBeenCalled()
  })

  it('goes back and says so when the server refuses the save', async () => {
    fetchMock.mockImplementationOnce(async () => new Response(JSON.stringify({ error: 'Server error' }), { status: 500 }))
    click(bookmarkButton(2))
    expect(text(bookmarkButton(2))).toBe('Bookmark for revision')

    await settle()
    expect(sentBodies()).toEqual([{ questionId: 'q-punjab-1', bookmarked: false }])
    expect(bookmarkButton(2).getAttribute('aria-pressed')).toBe('true')
    expect(text(bookmarkButton(2))).toBe('Bookmarked')
    expect(text(filterButton('Bookmarked'))).toBe('Bookmarked (1)')
    expect(toastMock.error).toHaveBeenCalledWith('Could not save the bookmark. Check your connection and try again.', {
      toastId: 'bookmark-failed',
    })
  })

  it('goes back when the connection drops', async () => {
    fetchMock.mockImplementationOnce(async () => {
      throw new TypeError('Failed to fetch')
    })
    click(bookmarkButton(3))
    expect(bookmarkButton(3).getAttribute('aria-pressed')).toBe('true')
    await settle()
    expect(bookmarkButton(3).getAttribute('aria-pressed')).toBe('false')
    expect(toastMock.error).toHaveBeenCalledTimes(1)
  })

  it('sends quick clicks in order and keeps the last one, even when an earlier save failed', async () => {
    fetchMock.mockImplementationOnce(async () => new Response(null, { status: 503 }))
    click(bookmarkButton(1))
    click(bookmarkButton(1))
    click(bookmarkButton(1))
    expect(bookmarkButton(1).getAttribute('aria-pressed')).toBe('true')

    await settle()
    expect(sentBodies().map((body) => body.bookmarked)).toEqual([true, false, true])
    expect(bookmarkButton(1).getAttribute('aria-pressed')).toBe('true')
    expect(toastMock.error).not.toHaveBeenCalled()
  })

  it('keeps a question un-bookmarked under "Bookmarked" in view until the filter changes', async () => {
    click(filterButton('Bookmarked'))
    expect(shownQuestions()).toEqual(['Question 2'])
    click(bookmarkButton(2))
    await settle()
    expect(shownQuestions()).toEqual(['Question 2'])
    expect(text(filterButton('Bookmarked'))).toBe('Bookmarked (0)')

    click(filterButton('All'))
    click(filterButton('Bookmarked'))
    expect(shownQuestions()).toEqual([])
  })
})

describe('before the review has hydrated', () => {
  it('renders its filters, bookmarks and report buttons disabled, so a click is not silently lost', async () => {
    const { renderToString } = await import('react-dom/server')
    const markup = renderToString(
      <IntlClientProvider locale="en" messages={pickMessages('en', ['result'])}>
        <ReviewList questions={reviewQuestions} locale="en" bookmarkEndpoint={ENDPOINT} />
      </IntlClientProvider>,
    )
    const server = document.createElement('div')
    server.innerHTML = markup
    const buttons = [...server.querySelectorAll('button')]
    expect(buttons.length).toBe(reviewFilters.length + 2 * reviewQuestions.length)
    expect(buttons.every((button) => button.disabled)).toBe(true)
    // Once hydrated (the list rendered above), every one of them works.
    expect([...host.querySelectorAll('button')].some((button) => button.disabled)).toBe(false)
  })
})

describe('the language of each text', () => {
  it('marks an untranslated question and explanation as English on a Punjabi page', () => {
    const [first, second] = reviewQuestions
    act(() =>
      root.render(
        <IntlClientProvider locale="pa" messages={pickMessages('pa', ['result'])}>
          <ReviewList
            questions={[
              { ...first!, textLang: 'en', explanationLang: 'en' },
              { ...second!, stem: 'ਭਾਖੜਾ ਡੈਮ ਬਾਰੇ ਹੇਠ ਲਿਖੇ ਕਥਨਾਂ ’ਤੇ ਵਿਚਾਰ ਕਰੋ।', explanationLang: 'en' },
            ]}
            locale="pa"
            bookmarkEndpoint={ENDPOINT}
          />
        </IntlClientProvider>,
      ),
    )
    const langs = (number: number) => {
      const question = host.querySelector(`#question-${number}`)!
      return [
        question.querySelector('p[lang]:not([class*="Meta"])'),
        question.querySelector('li [lang]'),
        question.querySelector('h4 + p'),
      ].map((node) => node?.getAttribute('lang') ?? node?.closest('[lang]')?.getAttribute('lang'))
    }
    expect(langs(1)).toEqual(['en', 'en', 'en'])
    expect(langs(2)).toEqual(['pa', 'pa', 'en'])
  })
})
