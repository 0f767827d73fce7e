// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { SeriesTest, SeriesView, TestSeriesListProps } from './test-page-types'
import { TestSeriesList } from './test-series-list'

const NOW = '2026-11-20T06:00:00.000Z'

function makeTest(overrides: Partial<SeriesTest> = {}): SeriesTest {
  return {
    slug: 'gs-mock-1',
    href: '/test/gs-mock-1',
    title: 'PPSC Prelims GS Full Mock 1',
    kind: 'gs-prelims',
    questionCount: 100,
    durationMinutes: 120,
    maxMarks: 200,
    negativeMarks: 0,
    opensAt: null,
    closesAt: null,
    mockWindow: null,
    isLocked: false,
    state: { status: 'not-started' },
    ...overrides,
  }
}

const freeSeries = (tests: SeriesTest[]): SeriesView => ({
  id: 'free-prelims',
  title: 'Free Punjab PCS Prelims mocks',
  description: 'Two full-length GS papers on the 2025 PPSC pattern, free for every registered candidate.',
  kind: 'prelims',
  isPaid: false,
  product: null,
  tests,
})

const paidSeries = (tests: SeriesTest[]): SeriesView => ({
  id: 'prelims-2026',
  title: 'Prelims 2026 Test Series',
  description: null,
  kind: 'prelims',
  isPaid: true,
  product: { title: 'PCS Prelims 2026 Foundation Course', href: '/products/prelims-2026' },
  tests,
})

function renderList(props: Partial<TestSeriesListProps> & Pick<TestSeriesListProps, 'series'>) {
  const host = document.createElement('div')
  host.innerHTML = renderToStaticMarkup(
    <TestSeriesList isSignedIn signInHref="/sign-in?next=%2Ftest-series" locale="en" now={NOW} {...props} />,
  )
  return host
}

const card = (host: HTMLElement, slug = 'gs-mock-1') => host.querySelector<HTMLElement>(`article[data-test-slug="${slug}"]`)!
const links = (element: HTMLElement) =>
  [...element.querySelectorAll('a')].map((link) => ({ text: link.textContent, href: link.getAttribute('href') }))

describe('the test series list', () => {
  it("gives an All-Punjab mock its window in India's time and a link to its leaderboard", () => {
    const mock = makeTest({
      slug: 'all-punjab-gs-mock-01',
      title: 'All-Punjab GS Mock 1',
      opensAt: '2026-11-22T04:30:00.000Z',
      mockWindow: {
        startsAt: '2026-11-22T04:30:00.000Z',
        lateEntryUntil: '2026-11-22T05:00:00.000Z',
        endsAt: '2026-11-22T07:10:00.000Z',
        leaderboardHref: '/leaderboard/all-punjab-gs-mock-01',
      },
    })
    const host = renderList({ series: [freeSeries([mock])] })
    const line = card(host, 'all-punjab-gs-mock-01').querySelector('[data-window="mock"]')!
    expect(line.textContent).toBe(
      'All-Punjab mock: 22 Nov 2026 at 10:00 am IST to 22 Nov 2026 at 12:40 pm IST, late entry until 22 Nov 2026 at 10:30 am IST. Leaderboard: All-Punjab GS Mock 1',
    )
    expect(links(line as HTMLElement)).toEqual([{ text: 'Leaderboard: All-Punjab GS Mock 1', href: '/leaderboard/all-punjab-gs-mock-01' }])
  })

  it('shows one page heading, each series as a section with its badge, and each test as a labelled card', () => {
    const host = renderList({
      series: [
        freeSeries([makeTest()]),
        paidSeries([makeTest({ slug: 'gs-mock-2', title: 'PPSC Prelims GS Full Mock 2', isLocked: true })]),
      ],
    })
    expect([...host.querySelectorAll('h1')].map((h1) => h1.textContent)).toEqual(['Test series'])
    const sections = [...host.querySelectorAll('section')]
    expect(sections.map((section) => section.querySelector('h2')!.textContent)).toEqual([
      'Free Punjab PCS Prelims mocks',
      'Prelims 2026 Test Series',
    ])
    expect(sections[0]!.textContent).toContain('Free')
    expect(sections[0]!.textContent).toContain('Two full-length GS papers on the 2025 PPSC pattern')
    expect(sections[1]!.textContent).toContain('Paid')
    expect(links(sections[1]!)[0]).toEqual({ text: 'Enrol to unlock the tests of this series', href: '/products/prelims-2026' })

    const article = card(host)
    const title = host.querySelector(`#${article.getAttribute('aria-labelledby')}`)!
    expect(title.textContent).toBe('PPSC Prelims GS Full Mock 1')
    expect(article.textContent).toContain('GS Prelims')
    expect(article.textContent).toContain('100 questions · 200 marks · 120 min · No negative marking')
  })

  it('shows the negative marking of a paper that has it', () => {
    const host = renderList({
      series: [freeSeries([makeTest({ kind: 'sectional', questionCount: 25, maxMarks: 50, durationMinutes: 30, negativeMarks: 0.66 })])],
    })
    expect(card(host).textContent).toContain('Sectional')
    expect(card(host).textContent).toContain('25 questions · 50 marks · 30 min · −0.66 per wrong answer')
  })

  it('sends a signed-out visitor to sign in first, coming back to the test', () => {
    const host = renderList({ isSignedIn: false, series: [freeSeries([makeTest({ state: null })])] })
    expect(links(card(host))).toEqual([{ text: 'Start test: PPSC Prelims GS Full Mock 1', href: '/sign-in?next=%2Ftest%2Fgs-mock-1' }])
    expect(host.querySelector('a[href="/sign-in?next=%2Ftest-series"]')!.textContent).toBe('Sign in')
  })

  it('locks a paid test the candidate is not enrolled for, pointing to the course', () => {
    const host = renderList({ series: [paidSeries([makeTest({ isLocked: true })])] })
    const article = card(host)
    expect(links(article)).toEqual([{ text: 'Enrol to unlock: PPSC Prelims GS Full Mock 1', href: '/products/prelims-2026' }])
    expect(article.querySelector('a svg')).not.toBeNull()
    expect(article.textContent).not.toContain('Start test')
    expect(article.querySelector('[data-testid="locked"]')!.textContent).toBe('Enrolled candidates only')
  })

  it('shows a visitor the lock, "Enrolled candidates only" and the ways in on the list itself, not Start test', () => {
    const host = renderList({ isSignedIn: false, series: [paidSeries([makeTest({ isLocked: true, state: null })])] })
    const article = card(host)
    expect(article.textContent).not.toContain('Start test')
    expect(article.querySelector('[data-testid="locked"]')!.textContent).toBe('Enrolled candidates only')
    expect(article.querySelector('[data-testid="locked"] svg')).not.toBeNull()
    expect(links(article)).toEqual([
      { text: 'Enrol to unlock: PPSC Prelims GS Full Mock 1', href: '/products/prelims-2026' },
      { text: 'Already enrolled? Sign in', href: '/sign-in?next=%2Ftest%2Fgs-mock-1' },
    ])
  })

  it('shows an enrolled candidate the paid test’s Start, with no lock', () => {
    const host = renderList({ series: [paidSeries([makeTest({ isLocked: false })])] })
    expect(links(card(host))).toEqual([{ text: 'Start test: PPSC Prelims GS Full Mock 1', href: '/test/gs-mock-1' }])
    expect(card(host).querySelector('[data-testid="locked"]')).toBeNull()
  })

  it('reads in Punjabi on a Punjabi page', () => {
    const host = renderList({
      locale: 'pa',
      isSignedIn: false,
      series: [paidSeries([makeTest({ isLocked: true, state: null })]), freeSeries([makeTest({ slug: 'free-1', state: null })])],
    })
    expect(host.querySelector('h1')!.textContent).toBe('ਟੈਸਟ ਸੀਰੀਜ਼')
    expect(card(host).querySelector('[data-testid="locked"]')!.textContent).toBe('ਸਿਰਫ਼ ਦਾਖ਼ਲ ਉਮੀਦਵਾਰਾਂ ਲਈ')
    expect(card(host).textContent).toContain('100 ਪ੍ਰਸ਼ਨ · 200 ਅੰਕ · 120 ਮਿੰਟ · ਕੋਈ ਨੈਗੇਟਿਵ ਮਾਰਕਿੰਗ ਨਹੀਂ')
    expect(card(host, 'free-1').querySelector('a')!.textContent).toContain('ਟੈਸਟ ਸ਼ੁਰੂ ਕਰੋ')
  })

  it('starts a test on its instructions page', () => {
    const host = renderList({ series: [freeSeries([makeTest()])] })
    expect(links(card(host))).toEqual([{ text: 'Start test: PPSC Prelims GS Full Mock 1', href: '/test/gs-mock-1' }])
    expect(card(host).getAttribute('data-state')).toBe('not-started')
  })

  it('offers to resume a test in progress with the time left on the server’s clock', () => {
    const state = { status: 'in-progress', deadline: '2026-11-20T07:12:30.000Z', href: '/test/gs-mock-1/attempt/41' } as const
    const host = renderList({ series: [freeSeries([makeTest({ state })])] })
    expect(card(host).textContent).toContain('Time left: 1 h 12 min')
    expect(links(card(host))).toEqual([{ text: 'Resume: PPSC Prelims GS Full Mock 1', href: '/test/gs-mock-1/attempt/41' }])
  })

  it('shows the score and the result of a submitted test, and a retake while attempts are left', () => {
    const submitted = { status: 'submitted', score: 142, maxScore: 200, resultHref: '/result?attempt=41', attemptsLeft: 2 } as const
    const host = renderList({ series: [freeSeries([makeTest({ state: submitted })])] })
    expect(card(host).textContent).toContain('Score 142 / 200')
    expect(card(host).textContent).toContain('2 attempts left')
    expect(links(card(host))).toEqual([
      { text: 'View result: PPSC Prelims GS Full Mock 1', href: '/result?attempt=41' },
      { text: 'Retake: PPSC Prelims GS Full Mock 1', href: '/test/gs-mock-1' },
    ])

    const last = renderList({ series: [freeSeries([makeTest({ state: { ...submitted, score: 82.5, attemptsLeft: 0 } })])] })
    expect(card(last).textContent).toContain('Score 82.5 / 200')
    expect(links(card(last)).map((link) => link.text)).toEqual(['View result: PPSC Prelims GS Full Mock 1'])
  })

  it('tells when a test opens and offers nothing to start before then', () => {
    const host = renderList({ series: [freeSeries([makeTest({ opensAt: '2026-11-24T04:30:00.000Z' })])] })
    expect(card(host).textContent).toContain('Opens 24 Nov 2026 at 10:00 am IST')
    expect(links(card(host))).toEqual([])
  })

  it('marks a closed test and offers no new attempt, but keeps the result of one taken', () => {
    const closed = { closesAt: '2026-11-19T18:29:00.000Z' }
    const host = renderList({ series: [freeSeries([makeTest(closed)])] })
    expect(card(host).textContent).toContain('Closed on 19 Nov 2026 at 11:59 pm IST')
    expect(links(card(host))).toEqual([])

    const taken = renderList({
      series: [
        freeSeries([
          makeTest({
            ...closed,
            state: { status: 'submitted', score: 120, maxScore: 200, resultHref: '/result?attempt=7', attemptsLeft: 1 },
          }),
        ]),
      ],
    })
    expect(links(card(taken)).map((link) => link.text)).toEqual(['View result: PPSC Prelims GS Full Mock 1'])
  })

  it('marks titles and descriptions with the language they are in', () => {
    const host = renderList({
      locale: 'pa',
      series: [{ ...freeSeries([makeTest({ title: 'ਪੀਪੀਐਸਸੀ ਮੁਢਲੀ ਪ੍ਰੀਖਿਆ ਮੌਕ 1' })]), description: 'ਦੋ ਪੂਰੇ ਪੇਪਰ' }],
    })
    expect(card(host).querySelector('h3')!.getAttribute('lang')).toBe('pa')
    expect(host.querySelector('section p[lang="pa"]')!.textContent).toBe('ਦੋ ਪੂਰੇ ਪੇਪਰ')
    expect(host.querySelector('h2 [lang="pa"]')).not.toBeNull()
  })
})
