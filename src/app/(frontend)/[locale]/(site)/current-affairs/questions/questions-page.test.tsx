// @vitest-environment happy-dom
import { prerender } from 'react-dom/static'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import type { ArchiveMonth, DailyQuestionView, SubmissionView } from '@/features/daily-questions/types'
import type { User } from '@/payload-types'

/**
 * The Question of the Day pages as a reader sees them, with the reads replaced by what the data layer
 * returns (the reads and the access rules are tested in tests/int/daily-questions.int.test.ts).
 */
const reads = vi.hoisted(() => ({
  getLatestQuestion: vi.fn(),
  getQuestionOfDay: vi.fn(),
  getArchiveMonth: vi.fn(),
  readOwnAnswerTo: vi.fn(),
  readOwnStates: vi.fn(),
  getUser: vi.fn(),
}))

vi.mock('@/features/daily-questions/daily-question-pages.server', () => ({
  getLatestQuestion: reads.getLatestQuestion,
  getQuestionOfDay: reads.getQuestionOfDay,
  getArchiveMonth: reads.getArchiveMonth,
  monthOf: (day: string) => day.slice(0, 7),
}))
vi.mock('@/features/daily-questions/own-answers.server', () => ({
  readOwnAnswerTo: reads.readOwnAnswerTo,
  readOwnStates: reads.readOwnStates,
}))
vi.mock('@/server/request-user.server', () => ({ getUser: reads.getUser }))
vi.mock('@/server/payload.server', () => ({ getPayloadClient: async () => ({}) }))
vi.mock('@/components/site/language-switch.client', () => ({ LanguageSwitch: () => <nav aria-label="Language" /> }))
vi.mock('@/components/site/session.client', () => ({ useSession: () => ({ status: 'loading' }) }))
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => ({ refresh: () => {} }),
}))

const { QuestionsView, QuestionDayView, generateQuestionDayMetadata } = await import('./questions-view')

const now = new Date()
const today = new Date(now.getTime() + 5.5 * 3600_000).toISOString().slice(0, 10)
const yesterday = new Date(now.getTime() + 5.5 * 3600_000 - 86_400_000).toISOString().slice(0, 10)

const mcq: DailyQuestionView = {
  id: '21',
  day: today,
  kind: 'mcq',
  title: { en: 'Harike wetland', pa: 'ਹਰੀਕੇ ਜਲਗਾਹ' },
  topic: { title: { en: 'Geography', pa: 'ਭੂਗੋਲ' }, slug: 'gs-pcs-prelims_geography' },
  mcq: {
    id: '300',
    stem: { en: 'The Harike wetland lies at the confluence of which two rivers?', pa: 'ਹਰੀਕੇ ਜਲਗਾਹ ਕਿਹੜੇ ਦੋ ਦਰਿਆਵਾਂ ਦੇ ਸੰਗਮ ’ਤੇ ਹੈ?' },
    options: ['Ravi and Beas', 'Beas and Sutlej', 'Sutlej and Ghaggar', 'Ravi and Chenab'].map((en) => ({ en, pa: '' })),
    image: null,
  },
  mains: null,
}
const mains: DailyQuestionView = {
  id: '22',
  day: yesterday,
  kind: 'mains',
  title: { en: 'Groundwater in Punjab', pa: 'ਪੰਜਾਬ ਵਿੱਚ ਧਰਤੀ ਹੇਠਲਾ ਪਾਣੀ' },
  topic: null,
  mcq: null,
  mains: {
    prompt: { en: 'Examine the causes of groundwater depletion in Punjab.', pa: 'ਪੰਜਾਬ ਵਿੱਚ ਧਰਤੀ ਹੇਠਲੇ ਪਾਣੀ ਦੇ ਘਟਣ ਦੇ ਕਾਰਨਾਂ ਦੀ ਪੜਤਾਲ ਕਰੋ।' },
    paper: 'GS Paper III',
    wordLimit: 250,
    marks: 15,
  },
}
const archive: ArchiveMonth = {
  month: today.slice(0, 7),
  entries: [mcq, mains].map(({ id, day, kind, title }) => ({ id, day, kind, title })),
  newer: null,
  older: '2026-10-30',
}
const evaluated: SubmissionView = {
  id: '9',
  format: 'typed',
  answer: 'Free power and paddy.',
  wordCount: 4,
  pages: [],
  submittedAt: now.toISOString(),
  status: 'evaluated',
  evaluation: {
    marksAwarded: 11,
    marks: 15,
    feedback: 'Add the CGWB figures.',
    evaluatorName: 'Harpreet Kaur',
    evaluatedAt: now.toISOString(),
    rubric: null,
    pins: [],
  },
  guidance: { en: 'Cover causes and measures.', pa: 'ਕਾਰਨ ਅਤੇ ਉਪਾਅ।' },
  modelAnswer: null,
}

// The whole markup the server sends, lazily loaded answer boxes included (they load the day's kind only).
const render = async (element: Promise<React.ReactElement>) => {
  const host = document.createElement('div')
  const { prelude } = await prerender(await element)
  host.innerHTML = await new Response(prelude).text()
  return host
}
const params = (locale: 'en' | 'pa') => Promise.resolve({ locale })
const dayParams = (locale: 'en' | 'pa', day: string) => Promise.resolve({ locale, day })

beforeEach(() => {
  vi.clearAllMocks()
  reads.getLatestQuestion.mockResolvedValue(mcq)
  reads.getArchiveMonth.mockResolvedValue(archive)
  reads.getUser.mockResolvedValue(null)
  reads.readOwnAnswerTo.mockResolvedValue({ answer: null, submission: null })
  reads.readOwnStates.mockResolvedValue({})
})

describe('the Question of the Day page', () => {
  it('shows a visitor today’s MCQ to answer and the month’s archive, without reading who is signed in', async () => {
    const page = await render(QuestionsView({ params: params('en'), viewer: 'visitor' }))
    expect(page.querySelector('h1')!.textContent).toBe('Question of the Day')
    const question = page.querySelector('[data-testid="question-of-the-day"]')!
    expect(question.querySelector('h2')!.textContent).toBe('Harike wetland')
    expect(question.textContent).toContain('Today’s question')
    expect(question.textContent).toContain('Prelims MCQ')
    expect(question.querySelector('a[href="/resource/gs-pcs-prelims_geography"]')!.textContent).toBe('Geography')
    expect([...question.querySelectorAll('input[type="radio"]')].map((input) => (input as HTMLInputElement).value)).toEqual([
      'A',
      'B',
      'C',
      'D',
    ])
    expect(question.textContent).toContain('Check answer')
    expect(page.querySelector('[data-testid="qotd-reveal"]')).toBeNull()

    const list = page.querySelector('section[aria-labelledby="qotd-archive-heading"]')!
    expect(list.querySelector('h2')!.textContent).toMatch(/^Questions of \w+ \d{4}$/)
    expect([...list.querySelectorAll('li a')].map((link) => link.getAttribute('href'))).toEqual([
      `/current-affairs/questions/${today}`,
      `/current-affairs/questions/${yesterday}`,
    ])
    expect(list.querySelector('li[aria-current="page"]')!.getAttribute('data-day')).toBe(today)
    expect(list.querySelector('a[rel="prev"]')!.getAttribute('href')).toBe('/current-affairs/questions/2026-10-30')
    expect(reads.getUser).not.toHaveBeenCalled()
    expect(reads.getArchiveMonth).toHaveBeenCalledWith(today.slice(0, 7), today)
  })

  it('asks a visitor to sign in to submit a written answer, coming back to the page in its language', async () => {
    reads.getLatestQuestion.mockResolvedValue(mains)
    const page = await render(QuestionsView({ params: params('pa'), viewer: 'visitor' }))
    expect(page.querySelector('h1')!.textContent).toBe('ਅੱਜ ਦਾ ਪ੍ਰਸ਼ਨ')
    expect(page.querySelector('[data-testid="qotd-prompt"]')!.getAttribute('lang')).toBe('pa')
    expect(page.textContent).toContain('ਤਾਜ਼ਾ ਪ੍ਰਸ਼ਨ')
    expect(page.textContent).toContain('GS Paper III')
    expect(page.textContent).toContain('15 ਅੰਕ')
    expect(page.textContent).toContain('250 ਸ਼ਬਦ')
    expect(page.querySelector('textarea')).not.toBeNull()
    expect(page.querySelector('a[href^="/sign-in"]')!.getAttribute('href')).toBe('/sign-in?next=%2Fcurrent-affairs%2Fquestions%3Flang%3Dpa')
  })

  it('shows a signed-in candidate their evaluated answer with marks, feedback and guidance, and marks what they have done', async () => {
    const user = { id: 4, name: 'Gurpreet Singh' } as User
    reads.getUser.mockResolvedValue(user)
    reads.getLatestQuestion.mockResolvedValue(mains)
    reads.readOwnAnswerTo.mockResolvedValue({ answer: null, submission: evaluated })
    reads.readOwnStates.mockResolvedValue({
      '22': { kind: 'mains', status: 'evaluated', marksAwarded: 11, marks: 15 },
      '21': { kind: 'mcq', option: 'B' },
    })
    const page = await render(QuestionsView({ params: params('en'), viewer: 'signed-in' }))

    expect(reads.readOwnAnswerTo).toHaveBeenCalledWith({}, user, mains)
    expect(page.querySelector('[data-testid="qotd-marks"]')!.textContent).toBe('11 / 15 marks')
    expect(page.textContent).toContain('Add the CGWB figures.')
    expect(page.textContent).toContain('Evaluated by Harpreet Kaur on')
    expect(page.textContent).toContain('Cover causes and measures.')
    expect(page.querySelector('textarea')).toBeNull()
    expect([...page.querySelectorAll('li [class*="entryState"]')].map((state) => state.textContent)).toEqual([
      'Answered',
      'Evaluated: 11/15',
    ])
  })

  it('says so when no question has been published yet', async () => {
    reads.getLatestQuestion.mockResolvedValue(null)
    const page = await render(QuestionsView({ params: params('en'), viewer: 'visitor' }))
    expect(page.textContent).toContain('The first Question of the Day will appear here soon.')
    expect(page.querySelector('a[href="/current-affairs/daily-cs-mcqs"]')).not.toBeNull()
  })
})

describe('one day’s question', () => {
  it('shows the day’s question under the day’s own heading', async () => {
    reads.getQuestionOfDay.mockResolvedValue(mains)
    const page = await render(QuestionDayView({ params: dayParams('en', yesterday), viewer: 'visitor' }))
    expect(page.querySelector('h1')!.textContent).toMatch(new RegExp(`${Number(yesterday.slice(8))} \\w+ ${yesterday.slice(0, 4)}$`))
    expect(page.querySelector('[data-testid="question-of-the-day"] h2')!.textContent).toBe('Groundwater in Punjab')
    expect(reads.getQuestionOfDay).toHaveBeenCalledWith(yesterday, today)
    expect(page.querySelector('a[href^="/sign-in"]')!.getAttribute('href')).toBe(
      `/sign-in?next=${encodeURIComponent(`/current-affairs/questions/${yesterday}`)}`,
    )
  })

  it('is not found for an address that is not a day, or a day without a question', async () => {
    await expect(QuestionDayView({ params: dayParams('en', '2026-02-30'), viewer: 'visitor' })).rejects.toThrow()
    reads.getQuestionOfDay.mockResolvedValue(null)
    await expect(QuestionDayView({ params: dayParams('en', '2026-11-01'), viewer: 'visitor' })).rejects.toThrow()
    expect(await generateQuestionDayMetadata({ params: dayParams('en', 'yesterday') })).toMatchObject({ robots: { index: false } })
  })
})
