// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { ExamSession, PaperQuestion } from '@/domain/test-engine/types'
import { pickMessages } from '@/i18n/messages'
import type { Locale } from '@/i18n/locale'

import { controlsStorageKey, ExamControlsProvider } from './exam-controls.client'
import { ExamScreen } from './exam-screen.client'
import { attemptStorageKey, type StoredAttempt } from '../practice-player/sync'
import { generalStudies, MOCK_3_TITLE } from '../../../../tests/helpers/papers'
import { settle, runOnFakeTimers } from '../../../../tests/helpers/settle'

const toastMock = vi.hoisted(() => ({ warning: vi.fn(), error: vi.fn() }))
vi.mock('@/components/ui/toast', () => ({ toast: toastMock }))

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

function question(id: string, number: number, stem: [string, string], options: [string, string][]): PaperQuestion {
  return { id, number, stem: { en: stem[0], pa: stem[1] }, options: options.map(([en, pa]) => ({ en, pa })) }
}

const fourOptions: [string, string][] = [
  ['Sutlej', 'ਸਤਲੁਜ'],
  ['Beas', 'ਬਿਆਸ'],
  ['Ravi', 'ਰਾਵੀ'],
  ['Ghaggar', 'ਘੱਗਰ'],
]

function makeSession(overrides: Partial<ExamSession> = {}): ExamSession {
  return {
    attemptId: 'att-7',
    serverNow: new Date().toISOString(),
    deadline: new Date(Date.now() + 2 * 3600_000).toISOString(),
    language: 'en',
    currentQuestionId: null,
    responses: {},
    resultUrl: '/test/prelims-mock-3/result/att-7',
    paper: {
      testId: 'prelims-mock-3',
      title: MOCK_3_TITLE,
      sections: [
        generalStudies([
          question('g1', 1, ['Which river flows past Ropar headworks?', 'ਰੋਪੜ ਹੈੱਡਵਰਕਸ ਕੋਲੋਂ ਕਿਹੜਾ ਦਰਿਆ ਵਗਦਾ ਹੈ?'], fourOptions),
          question('g2', 2, ['Harike wetland lies at the meeting of which rivers?', ''], fourOptions),
        ]),
        {
          id: 'csat',
          title: { en: 'CSAT', pa: 'ਸੀ-ਸੈਟ' },
          marksPerCorrect: 2.5,
          negativeMarks: 0.5,
          questions: [
            {
              ...question(
                'c1',
                3,
                ['A train covers 180 km in 3 hours. What is its speed?', 'ਇੱਕ ਰੇਲਗੱਡੀ 3 ਘੰਟਿਆਂ ਵਿੱਚ 180 ਕਿ.ਮੀ. ਤੈਅ ਕਰਦੀ ਹੈ। ਉਸਦੀ ਗਤੀ ਕੀ ਹੈ?'],
                [
                  ['50 km/h', '50 ਕਿ.ਮੀ./ਘੰਟਾ'],
                  ['60 km/h', '60 ਕਿ.ਮੀ./ਘੰਟਾ'],
                  ['65 km/h', '65 ਕਿ.ਮੀ./ਘੰਟਾ'],
                  ['90 km/h', '90 ਕਿ.ਮੀ./ਘੰਟਾ'],
                ],
              ),
              image: {
                url: '/api/media/file/train-route.png',
                width: 640,
                height: 240,
                alt: 'Route of the train from Ludhiana to Amritsar, 180 km',
              },
            },
            question(
              'c2',
              4,
              ['Find the next number: 2, 6, 12, 20, ?', ''],
              [
                ['28', ''],
                ['30', ''],
                ['32', ''],
                ['36', ''],
              ],
            ),
          ],
        },
      ],
    },
    ...overrides,
  }
}

let host: HTMLDivElement
let root: Root
let fetchMock: ReturnType<typeof vi.fn>
let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>
/** The deadline the fake server reports with each save, as the real one does. */
let serverDeadline = ''

beforeEach(() => {
  localStorage.clear()
  toastMock.warning.mockClear()
  toastMock.error.mockClear()
  fetchMock = vi.fn(
    async () => new Response(JSON.stringify({ saved: 1, serverNow: new Date().toISOString(), deadline: serverDeadline }), { status: 200 }),
  )
  vi.stubGlobal('fetch', fetchMock)
  assign = vi.fn<(url: string | URL) => void>()
  vi.spyOn(window.location, 'assign').mockImplementation(assign)
  host = document.createElement('div')
  document.body.append(host)
  root = createRoot(host)
})

afterEach(() => {
  act(() => root.unmount())
  host.remove()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

runOnFakeTimers()

const messages = { en: pickMessages('en', ['exam']), pa: pickMessages('pa', ['exam']) }

async function renderScreen(session = makeSession(), pageLocale: Locale = 'en') {
  serverDeadline = session.deadline
  act(() =>
    root.render(
      <ExamControlsProvider attemptId={session.attemptId} pageLocale={pageLocale} messages={messages}>
        <ExamScreen session={session} />
      </ExamControlsProvider>,
    ),
  )
  await settle()
}

const click = (target: Element) => act(() => void (target as HTMLElement).click())
const button = (label: string) => [...host.querySelectorAll('button')].find((node) => node.textContent?.trim() === label)!
const heading = () => host.querySelector('#question-heading')!.textContent
const stem = () => host.querySelector('[id^="stem-"]')!
const radio = (letter: string) => host.querySelector<HTMLInputElement>(`input[type="radio"][value="${letter}"]`)!
const paletteNames = () => [...host.querySelectorAll('#question-palette ol button')].map((node) => node.getAttribute('aria-label'))
const currentPaletteButton = () => host.querySelector('#question-palette [aria-current="true"]')!.getAttribute('aria-label')
const answeredCount = (sectionId: string) => host.querySelector(`nav[aria-label="Sections"] [data-section-id="${sectionId}"]`)!.textContent

describe('ExamScreen', () => {
  it('marks itself ready after hydration and opens the first question as visited', async () => {
    await renderScreen()
    expect(host.querySelector('[data-exam-ready="true"]')).not.toBeNull()
    expect(heading()).toBe('Question 1')
    expect(paletteNames()).toEqual(['Question 1, not answered', 'Question 2, not visited'])
    expect(host.querySelector('[role="timer"]')!.getAttribute('aria-label')).toBe('Time left')
    expect(host.querySelector('[role="timer"]')!.textContent).toMatch(/^0[12]:[0-5]\d:[0-5]\d$/)
  })

  it('speaks the page’s language in its controls, and switches them on the candidate’s choice for the rest of the attempt', async () => {
    await renderScreen(makeSession(), 'pa')
    expect(host.querySelector('[data-testid="exam-screen"]')!.getAttribute('lang')).toBe('pa')
    expect(heading()).toBe('ਪ੍ਰਸ਼ਨ 1')
    expect(button('ਸੰਭਾਲੋ ਅਤੇ ਅਗਲਾ')).toBeDefined()
    expect(paletteNames()).toEqual(['ਪ੍ਰਸ਼ਨ 1, ਹੱਲ ਨਹੀਂ ਕੀਤਾ', 'ਪ੍ਰਸ਼ਨ 2, ਨਹੀਂ ਵੇਖਿਆ'])
    expect(host.querySelector('[role="timer"]')!.getAttribute('aria-label')).toBe('ਬਾਕੀ ਸਮਾਂ')
    // The questions' language is a choice of its own: the session's, English here.
    expect(stem().getAttribute('lang')).toBe('en')
    expect(localStorage.getItem(controlsStorageKey('att-7'))).toBe('"pa"')

    const controls = host.querySelector<HTMLSelectElement>('#exam-controls-language')!
    act(() => {
      controls.value = 'en'
      controls.dispatchEvent(new Event('change', { bubbles: true }))
    })
    expect(heading()).toBe('Question 1')
    expect(button('Save & Next')).toBeDefined()
    expect(host.querySelector('[data-testid="exam-screen"]')!.getAttribute('lang')).toBe('en')

    // A reload of the same attempt from a Punjabi page keeps the choice.
    act(() => root.unmount())
    root = createRoot(host)
    await renderScreen(makeSession(), 'pa')
    expect(heading()).toBe('Question 1')
  })

  it('keeps the chosen controls’ language when the server renders the attempt in the page’s other language', async () => {
    localStorage.setItem(controlsStorageKey('att-7'), '"en"')
    const session = makeSession()
    serverDeadline = session.deadline
    const tree = (
      <ExamControlsProvider attemptId={session.attemptId} pageLocale="pa" messages={messages}>
        <ExamScreen session={session} />
      </ExamControlsProvider>
    )
    host.innerHTML = renderToString(tree)
    expect(heading()).toBe('ਪ੍ਰਸ਼ਨ 1')
    act(() => root.unmount())
    act(() => {
      root = hydrateRoot(host, tree, { onRecoverableError: () => undefined })
    })
    await settle()
    expect(heading()).toBe('Question 1')
    expect(localStorage.getItem(controlsStorageKey('att-7'))).toBe('"en"')
  })

  it('shows each palette status as the candidate answers, marks and clears', async () => {
    await renderScreen()
    act(() => radio('B').click())
    expect(radio('B').checked).toBe(true)
    expect(paletteNames()[0]).toBe('Question 1, answered')
    expect(answeredCount('gs')).toContain('1/2')

    await click(button('Mark for Review & Next'))
    expect(heading()).toBe('Question 2')
    expect(paletteNames()).toEqual(['Question 1, answered and marked for review', 'Question 2, not answered'])
    expect(currentPaletteButton()).toBe('Question 2, not answered')

    await click(button('Mark for Review & Next'))
    expect(heading()).toBe('Question 3')
    await click(button('Previous'))
    await click(button('Previous'))
    expect(paletteNames()).toEqual(['Question 1, answered and marked for review', 'Question 2, marked for review'])

    await click(button('Clear Response'))
    expect(radio('B').checked).toBe(false)
    expect(paletteNames()[0]).toBe('Question 1, marked for review')

    act(() => radio('C').click())
    await click(button('Save & Next'))
    expect(paletteNames()[0]).toBe('Question 1, answered')
    const legend = host.querySelector('ul[aria-label="Legend"]')!.textContent
    expect(legend).toContain('Answered: 1')
    expect(legend).toContain('Marked for Review: 1')
    expect(legend).toContain('Not Visited: 0')
  })

  it('keeps every change on this device and sends it to the answers endpoint', async () => {
    await renderScreen()
    act(() => radio('A').click())
    const stored = JSON.parse(localStorage.getItem(attemptStorageKey('att-7'))!) as StoredAttempt
    expect(stored.responses.g1!.option).toBe('A')
    expect(stored.pending.some((change) => change.questionId === 'g1' && change.option === 'A')).toBe(true)

    await settle(1200)
    const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit]
    expect(url).toBe('/api/attempts/att-7/answers')
    expect(JSON.parse(String(init.body)).changes).toContainEqual(expect.objectContaining({ questionId: 'g1', option: 'A' }))
  })

  it('adds the seconds a question was on screen to its time, but not while the tab is hidden', async () => {
    await renderScreen()
    await settle(1150)
    await click(button('Save & Next'))
    const storedTime = () => (JSON.parse(localStorage.getItem(attemptStorageKey('att-7'))!) as StoredAttempt).responses
    expect(storedTime().g1!.timeSpent).toBeGreaterThanOrEqual(1)

    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    await settle(1150)
    await click(button('Previous'))
    expect(storedTime().g2!.timeSpent).toBe(0)
  })

  it('goes from the last question of a section to the first of the next with Save & Next, and stays after the last', async () => {
    await renderScreen()
    await click(button('Save & Next'))
    await click(button('Save & Next'))
    expect(heading()).toBe('Question 3')
    expect(host.querySelector('nav[aria-label="Sections"] [aria-current="true"]')!.textContent).toContain('CSAT')
    expect(paletteNames()).toEqual(['Question 3, not answered', 'Question 4, not visited'])
    const figure = host.querySelector('img')!
    expect(figure.getAttribute('alt')).toBe('Route of the train from Ludhiana to Amritsar, 180 km')
    expect([figure.getAttribute('width'), figure.getAttribute('height')]).toEqual(['640', '240'])

    await click(button('Save & Next'))
    await click(button('Save & Next'))
    expect(heading()).toBe('Question 4')
  })

  it('switches stems, options and section titles to Punjabi, falling back to English where untranslated', async () => {
    await renderScreen()
    const select = host.querySelector<HTMLSelectElement>('#exam-language')!
    act(() => {
      select.value = 'pa'
      select.dispatchEvent(new Event('change', { bubbles: true }))
    })
    expect(stem().textContent).toBe('ਰੋਪੜ ਹੈੱਡਵਰਕਸ ਕੋਲੋਂ ਕਿਹੜਾ ਦਰਿਆ ਵਗਦਾ ਹੈ?')
    expect(stem().getAttribute('lang')).toBe('pa')
    expect(host.querySelector('label:has(input[value="B"])')!.textContent).toContain('ਬਿਆਸ')
    expect(answeredCount('gs')).toContain('ਜਨਰਲ ਸਟੱਡੀਜ਼')
    expect(button('Save & Next')).toBeDefined()

    await click(button('Save & Next'))
    expect(stem().textContent).toBe('Harike wetland lies at the meeting of which rivers?')
    expect(stem().getAttribute('lang')).toBe('en')
    expect(JSON.parse(localStorage.getItem(attemptStorageKey('att-7'))!).language).toBe('pa')
  })

  it('asks before submitting, with each section’s counts, and goes to the result after the submit', async () => {
    await renderScreen()
    act(() => radio('A').click())
    await click(button('Mark for Review & Next'))
    await click(button('Save & Next'))
    act(() => radio('B').click())

    await click(button('Submit'))
    const dialog = host.querySelector<HTMLDialogElement>('dialog[data-testid="submit-dialog"]')!
    expect(dialog.open).toBe(true)
    const rows = (sectionId: string) =>
      Object.fromEntries(
        [...dialog.querySelectorAll(`table[data-section-id="${sectionId}"] tr`)].map((row) => [
          row.querySelector('th')!.textContent,
          Number(row.querySelector('td')!.textContent),
        ]),
      )
    expect(rows('gs')).toEqual({
      Answered: 0,
      'Not Answered': 1,
      'Marked for Review': 0,
      'Answered & Marked for Review': 1,
      'Not Visited': 0,
    })
    expect(rows('csat')).toEqual({
      Answered: 1,
      'Not Answered': 0,
      'Marked for Review': 0,
      'Answered & Marked for Review': 0,
      'Not Visited': 1,
    })

    fetchMock.mockImplementationOnce(
      async () => new Response(JSON.stringify({ resultUrl: '/test/prelims-mock-3/result/att-7', status: 'submitted' }), { status: 200 }),
    )
    await click(button('Yes, submit'))
    await settle()
    const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit]
    expect(url).toBe('/api/attempts/att-7/submit')
    expect(JSON.parse(String(init.body)).changes.map((change: { questionId: string }) => change.questionId)).toEqual(
      expect.arrayContaining(['g1', 'c1']),
    )
    expect(assign).toHaveBeenCalledWith('/test/prelims-mock-3/result/att-7')
  })

  it('keeps everything and says so when the submit cannot reach the server', async () => {
    await renderScreen()
    act(() => radio('D').click())
    await click(button('Submit'))
    fetchMock.mockImplementationOnce(async () => {
      throw new TypeError('Failed to fetch')
    })
    await click(button('Yes, submit'))
    await settle()
    expect(toastMock.error).toHaveBeenCalledWith('Your answers are safe on this device. We could not reach the server: try again.', {
      toastId: 'submit-failed',
    })
    expect(host.querySelector('[data-testid="submit-status"]')!.textContent).toContain('could not reach the server')
    expect(button('Yes, submit').disabled).toBe(false)
    expect(assign).not.toHaveBeenCalled()
    expect(JSON.parse(localStorage.getItem(attemptStorageKey('att-7'))!).responses.g1.option).toBe('D')

    await click(button('No, go back'))
    expect(host.querySelector<HTMLDialogElement>('dialog[data-testid="submit-dialog"]')!.open).toBe(false)
  })

  it('resumes at the question and answers kept on this device', async () => {
    const stored: StoredAttempt = {
      responses: {
        g1: { option: 'C', marked: false, visited: true, timeSpent: 40, seq: 3 },
        c1: { option: null, marked: true, visited: true, timeSpent: 8, seq: 4 },
      },
      pending: [{ questionId: 'c1', option: null, marked: true, visited: true, timeSpent: 8, seq: 4 }],
      seq: 4,
      currentQuestionId: 'c1',
      language: 'en',
      warningsRaised: [],
    }
    localStorage.setItem(attemptStorageKey('att-7'), JSON.stringify(stored))
    await renderScreen(makeSession({ responses: { g1: { option: 'C', marked: false, visited: true, timeSpent: 40, seq: 3 } } }))
    expect(heading()).toBe('Question 3')
    expect(paletteNames()[0]).toBe('Question 3, marked for review')
    expect(answeredCount('gs')).toContain('1/2')
    expect(fetchMock).toHaveBeenCalled()
  })

  it('says it is offline in a status message and keeps working', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await renderScreen()
    act(() => void window.dispatchEvent(new Event('offline')))
    const status = host.querySelector('[role="status"][data-testid="connection-status"]')!
    expect(status.textContent).toBe('You are offline. Your answers are kept on this device and will be saved when the connection returns.')
    act(() => radio('A').click())
    expect(paletteNames()[0]).toBe('Question 1, answered')

    online.mockReturnValue(true)
    act(() => void window.dispatchEvent(new Event('online')))
    await settle()
    expect(status.textContent).toBe('')
  })

  it('warns once at 10 minutes left, also after a reload', async () => {
    const session = makeSession({ deadline: new Date(Date.now() + 9 * 60_000).toISOString() })
    await renderScreen(session)
    await settle(50)
    expect(toastMock.warning).toHaveBeenCalledTimes(1)
    expect(toastMock.warning).toHaveBeenCalledWith('10 minutes left.', { toastId: 'time-warning-ten-minutes' })

    act(() => root.unmount())
    root = createRoot(host)
    await renderScreen(session)
    await settle(600)
    expect(toastMock.warning).toHaveBeenCalledTimes(1)
  })

  it('submits by itself when time is up', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url.endsWith('/submit')
        ? new Response(JSON.stringify({ resultUrl: '/test/prelims-mock-3/result/att-7', status: 'auto-submitted' }), { status: 200 })
        : new Response('{}', { status: 200 }),
    )
    await renderScreen(makeSession({ deadline: new Date(Date.now() + 100).toISOString() }))
    await settle(700)
    expect(host.querySelector<HTMLDialogElement>('dialog[data-testid="time-up-dialog"]')!.open).toBe(true)
    expect(host.textContent).toContain('Time is up. Submitting your answers…')
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/submit'))).toBe(true)
    expect(assign).toHaveBeenCalledWith('/test/prelims-mock-3/result/att-7')
  })
})
