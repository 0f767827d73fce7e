// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { DashboardView as View } from '../types'

const { DashboardView } = await import('./dashboard-view')

/** A new candidate: nothing taken, nothing kept. */
const empty: View = {
  locale: 'en',
  candidateName: 'Simran Kaur',
  now: '2026-11-24T06:00:00.000Z',
  inProgress: [],
  history: [],
  historyTotal: 0,
  trend: [],
  topics: [],
  quiz: {
    streak: { current: 0, best: 0, isTodayDone: false },
    takenCount: 0,
    todayHref: '/current-affairs/daily-cs-mcqs/daily-ca-quiz-2026-11-24',
    listHref: '/current-affairs/daily-cs-mcqs',
  },
  bookmarks: { items: [], total: 0, topics: [], selectedTopic: null, isUnknownTopic: false },
  submissions: [],
}

const polity = { slug: 'gs-pcs-prelims_polity', title: 'Polity', count: 1 }

/** A candidate a few weeks in. */
const busy: View = {
  ...empty,
  inProgress: [
    {
      attemptId: '41',
      testTitle: 'PPSC Prelims GS Mock Test 1',
      kind: 'gs-prelims',
      deadline: '2026-11-24T07:12:00.000Z',
      minutesLeft: 72,
      resumeHref: '/test/gs-mock-01/attempt/41',
    },
  ],
  history: [
    {
      attemptId: '40',
      testTitle: 'PPSC Prelims 2020: General Studies Paper I (practice test)',
      kind: 'pyq',
      finishedAt: '2026-11-23T10:00:00.000Z',
      attemptNumber: 1,
      score: 40,
      maxScore: 60,
      rank: { rank: 3, candidates: 17 },
      isAutoSubmitted: false,
      resultHref: '/result?attempt=40',
    },
    {
      attemptId: '39',
      testTitle: 'Indian Polity Topic Test 1',
      kind: 'topic',
      finishedAt: '2026-11-20T10:00:00.000Z',
      attemptNumber: 2,
      score: 14.68,
      maxScore: 24,
      rank: null,
      isAutoSubmitted: true,
      resultHref: '/result?attempt=39',
    },
  ],
  historyTotal: 2,
  trend: [
    {
      attemptId: '39',
      finishedAt: '2026-11-20T10:00:00.000Z',
      testTitle: 'Indian Polity Topic Test 1',
      score: 14.68,
      maxScore: 24,
      percent: 61.2,
    },
    { attemptId: '40', finishedAt: '2026-11-23T10:00:00.000Z', testTitle: 'PPSC Prelims 2020', score: 40, maxScore: 60, percent: 66.7 },
  ],
  topics: [
    { topicId: '2', title: 'Punjab GK', correct: 4, attempted: 10, accuracy: 40, practiceHref: '/practice/gs-pcs-prelims_punjab-gk' },
    { topicId: '1', title: 'Polity', correct: 9, attempted: 12, accuracy: 75 },
  ],
  quiz: { ...empty.quiz, streak: { current: 3, best: 5, isTodayDone: true }, takenCount: 9 },
  bookmarks: {
    items: [
      {
        bookmarkId: '7',
        questionId: '101',
        stem: 'Which Article of the Constitution of India abolishes untouchability?',
        stemLang: 'en',
        topic: { slug: polity.slug, title: polity.title },
        reviseHref: '/result?attempt=39#question-1',
      },
    ],
    total: 3,
    topics: [polity, { slug: 'gs-pcs-prelims_history', title: 'History', count: 2 }],
    selectedTopic: polity,
    isUnknownTopic: false,
  },
  submissions: [
    {
      submissionId: '5',
      questionTitle: 'Groundwater in Punjab',
      paper: 'GS Paper III',
      submittedAt: '2026-11-21T12:00:00.000Z',
      wordCount: 148,
      pages: 0,
      status: 'evaluated',
      marksAwarded: 7,
      marks: 10,
      feedback: 'Good use of the Punjab Preservation of Subsoil Water Act. Add figures on the fall of the water table.',
      evaluatedAt: '2026-11-22T09:30:00.000Z',
      href: '/current-affairs/questions/2026-11-21',
    },
  ],
}

function render(view: View) {
  const host = document.createElement('div')
  host.innerHTML = renderToStaticMarkup(<DashboardView view={view} />)
  return host
}

const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? ''
const section = (host: Element, heading: string) =>
  [...host.querySelectorAll('section')].find((candidate) => text(candidate.querySelector('h2')) === heading)!
const linksOf = (node: Element) => [...node.querySelectorAll('a')].map((link) => [text(link), link.getAttribute('href')])

describe('a new candidate’s dashboard', () => {
  it('shows every section with a friendly next step instead of an empty box', () => {
    const page = render(empty)
    expect(text(page.querySelector('h1'))).toBe('Your dashboard')
    expect(text(page)).toContain('Welcome back, Simran Kaur.')
    const headings = [...page.querySelectorAll('h2')].map(text)
    expect(headings).toEqual([
      'Tests in progress',
      'Daily quiz streak',
      'Score trend',
      'Accuracy by topic',
      'Your tests and quizzes',
      'Bookmarked questions',
      'Answer writing',
    ])
    for (const heading of [
      'Tests in progress',
      'Score trend',
      'Accuracy by topic',
      'Your tests and quizzes',
      'Bookmarked questions',
      'Answer writing',
    ]) {
      const empty = section(page, heading).querySelector('[data-testid="empty-state"]')
      expect(empty, heading).not.toBeNull()
      expect(empty!.querySelectorAll('a').length, heading).toBeGreaterThan(0)
    }
    expect(linksOf(section(page, 'Your tests and quizzes'))).toEqual([
      ['See the test series', '/test-series'],
      ['Past papers', '/pyq'],
      ['Daily quiz', '/current-affairs/daily-cs-mcqs'],
    ])
    const streak = section(page, 'Daily quiz streak')
    expect(text(streak)).toContain('Current streak0 days')
    expect(text(streak)).toContain('Take today’s quiz to start a streak.')
    expect(linksOf(streak)).toContainEqual(['Take today’s quiz', '/current-affairs/daily-cs-mcqs/daily-ca-quiz-2026-11-24'])
    expect(page.querySelector('svg')).toBeNull()
  })
})

describe('a candidate’s dashboard', () => {
  const page = render(busy)

  it('offers Resume on a running test, with the time left on the server’s clock', () => {
    const running = section(page, 'Tests in progress').querySelector('[data-testid="in-progress-attempt"]')!
    expect(text(running)).toContain('PPSC Prelims GS Mock Test 1')
    expect(text(running)).toContain('Time left: 1 h 12 min')
    expect(text(running)).toContain('ends 24 Nov 2026 at 12:42 pm IST')
    expect(linksOf(running)).toEqual([['Resume: PPSC Prelims GS Mock Test 1', '/test/gs-mock-01/attempt/41']])
  })

  it('lists finished tests with date, kind, score, rank and a link to each result', () => {
    const rows = [...section(page, 'Your tests and quizzes').querySelectorAll('tbody tr')].map((row) => [...row.children].map(text))
    expect(rows).toEqual([
      [
        '23 Nov 2026',
        'PPSC Prelims 2020: General Studies Paper I (practice test)',
        'PYQ',
        '40 / 60',
        '3 of 17',
        'Result: PPSC Prelims 2020: General Studies Paper I (practice test), 23 Nov 2026',
      ],
      [
        '20 Nov 2026',
        'Indian Polity Topic Test 1Attempt 2Submitted when time ran out',
        'Topic test',
        '14.68 / 24',
        'Not ranked (attempt 2)',
        'Result: Indian Polity Topic Test 1, 20 Nov 2026',
      ],
    ])
    expect(section(page, 'Your tests and quizzes').querySelector('tbody a')!.getAttribute('href')).toBe('/result?attempt=40')
  })

  it('draws the score trend with its summary for screen readers and the numbers in a table', () => {
    const trend = section(page, 'Score trend')
    const chart = trend.querySelector('svg[role="img"]')!
    expect(chart.getAttribute('aria-label')).toContain('From 61.2% on 20 Nov 2026 to 66.7% on 23 Nov 2026.')
    expect(chart.querySelectorAll('circle')).toHaveLength(2)
    expect([...trend.querySelectorAll('tbody tr')].map((row) => text(row.lastElementChild))).toEqual(['61.2%', '66.7%'])
  })

  it('shows each topic’s accuracy as a bar and in words, weakest first', () => {
    const bars = [...section(page, 'Accuracy by topic').querySelectorAll('[data-testid="topic-accuracy"] li')]
    expect(bars.map(text)).toEqual(['Punjab GK4 of 10 correct (40%)Practise 10 questions on Punjab GK', 'Polity9 of 12 correct (75%)'])
    // A drill on the topic, where the candidate can read it (ADR 039).
    expect(bars[0]!.querySelector('a')?.getAttribute('href')).toBe('/practice/gs-pcs-prelims_punjab-gk')
    expect(bars[1]!.querySelector('a')).toBeNull()
    expect(bars[0]!.querySelector('[aria-hidden="true"] span')!.getAttribute('style')).toContain('width:40%')
  })

  it('shows the streak, with today’s quiz done', () => {
    const streak = section(page, 'Daily quiz streak')
    expect(text(streak)).toContain('Current streak3 days')
    expect(text(streak)).toContain('Best streak5 days')
    expect(text(streak)).toContain('Today’s quiz: done')
    expect(text(streak)).toContain('9 daily quizzes taken')
  })

  it('filters bookmarks by topic with plain links that say which one is chosen, and links each to its revision', () => {
    const bookmarks = section(page, 'Bookmarked questions')
    const filter = bookmarks.querySelector('nav[aria-label="Filter bookmarks by topic"]')!
    expect(linksOf(filter)).toEqual([
      ['All (3)', '/dashboard#bookmarks'],
      ['Polity (1)', '/dashboard?topic=gs-pcs-prelims_polity#bookmarks'],
      ['History (2)', '/dashboard?topic=gs-pcs-prelims_history#bookmarks'],
    ])
    expect(filter.querySelector('[aria-current="true"]')!.textContent).toBe('Polity (1)')
    expect(text(bookmarks.querySelector('[role="status"]'))).toBe('Showing 1 of 3 bookmarked questions: Polity')
    const item = bookmarks.querySelector('[data-testid="bookmark"]')!
    expect(text(item)).toContain('Which Article of the Constitution of India abolishes untouchability?')
    expect(item.querySelector('a')!.getAttribute('href')).toBe('/result?attempt=39#question-1')
  })

  it('shows an evaluated answer’s marks out of the question’s, the feedback and the question’s page', () => {
    const answer = section(page, 'Answer writing').querySelector('[data-testid="answer-submission"]')!
    expect(text(answer)).toContain('Mains answer · GS Paper III')
    expect(text(answer)).toContain('Groundwater in Punjab')
    expect(text(answer)).toContain('Marks: 7 / 10')
    expect(text(answer)).toContain('Add figures on the fall of the water table.')
    expect(linksOf(answer)).toEqual([['Open: Groundwater in Punjab', '/current-affairs/questions/2026-11-21']])
  })

  it('says so when the address asks for a topic the candidate has no bookmarks on', () => {
    const unknown = render({ ...busy, bookmarks: { ...busy.bookmarks, selectedTopic: null, isUnknownTopic: true } })
    expect(text(section(unknown, 'Bookmarked questions').querySelector('[role="status"]'))).toBe(
      'None of your bookmarks is on that topic. Showing all 3 bookmarked questions',
    )
  })
})
