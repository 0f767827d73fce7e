// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { ResultView } from '../../result-view'
import { ResultReport } from './result-report'
import { buildResultView } from './result-view-fixture'

function renderReport(overrides: Partial<ResultView> = {}) {
  const host = document.createElement('div')
  host.innerHTML = renderToStaticMarkup(
    <ResultReport view={buildResultView(overrides)} languageSwitch={<nav aria-label="Language" />} bookmarkEndpoint="/api/bookmarks" />,
  )
  return host
}

const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, ' ').trim()
const sectionTitled = (host: Element, heading: string) =>
  [...host.querySelectorAll('section')].find((section) => text(section.querySelector('h2')) === heading)!
const statValue = (section: Element, label: string) =>
  text([...section.querySelectorAll('dt')].find((term) => text(term) === label)?.nextElementSibling)
const question = (host: Element, number: number) => host.querySelector(`article#question-${number}`)!
const option = (article: Element, letter: string) => article.querySelector(`li[data-option="${letter}"]`)!

describe('the result header', () => {
  it('names the test once as the h1, with the attempt, the finish time in IST, the way back, the jump to the answers and the PDF', () => {
    const page = renderReport()
    expect(page.querySelectorAll('h1')).toHaveLength(1)
    expect(text(page.querySelector('h1'))).toBe('PPSC Prelims GS Mock Test 1')
    expect(page.querySelector('h1')?.getAttribute('lang')).toBe('en')
    const header = page.querySelector('header')!
    expect(text(header)).toContain('Attempt 1')
    expect(text(header)).toContain('Finished 22 Nov 2026 at 11:52 am IST')
    expect(text(header)).not.toContain('Submitted automatically')
    expect(header.querySelector('nav[aria-label="Language"]')).not.toBeNull()
    const links = Object.fromEntries([...header.querySelectorAll('a')].map((link) => [text(link), link.getAttribute('href')]))
    expect(links).toEqual({
      '← Back to test series': '/test-series',
      'Review answers': '#answers',
      'Download as PDF': '/api/attempts/att-41/result.pdf',
    })
    expect(header.querySelector('a[href$="result.pdf"]')?.hasAttribute('download')).toBe(true)
    expect(page.querySelector('#answers h2')?.textContent).toBe('Answers and explanations')
  })

  it('says when time ran out and the test submitted itself', () => {
    const header = renderReport({ status: 'auto-submitted', attemptNumber: 2 }).querySelector('header')!
    expect(text(header)).toContain('Attempt 2')
    expect(text(header)).toContain('Submitted automatically when time ran out.')
  })

  it('speaks Punjabi on a Punjabi page, and keeps Punjabi on the way back', () => {
    const page = renderReport({ status: 'auto-submitted', attemptNumber: 2, locale: 'pa' })
    const header = page.querySelector('header')!
    expect(text(header)).toContain('ਕੋਸ਼ਿਸ਼ 2')
    expect(text(header)).toContain('ਸਮਾਂ ਖ਼ਤਮ ਹੋਣ ’ਤੇ ਆਪਣੇ-ਆਪ ਜਮ੍ਹਾਂ ਹੋਇਆ।')
    expect(text(header.querySelector('a[href="/test-series?lang=pa"]'))).toBe('← ਟੈਸਟ ਸੀਰੀਜ਼ ’ਤੇ ਵਾਪਸ')
    expect(page.querySelector('#score-heading')?.textContent).toBe('ਤੁਹਾਡੇ ਅੰਕ')
    expect(text(question(page, 1).querySelector('h3'))).toBe('ਪ੍ਰਸ਼ਨ 1')
    expect(page.querySelector('[role="group"] button')?.textContent).toContain('ਸਾਰੇ')
  })

  it('calls the result by the kind of test, never a sectional test a mock', () => {
    const eyebrow = (kind: string) =>
      text(renderReport({ test: { ...buildResultView().test, kind } }).querySelector('header h1')?.previousElementSibling)
    expect(eyebrow('sectional')).toBe('Sectional test result')
    expect(eyebrow('gs-prelims')).toBe('Mock test result')
    expect(eyebrow('topic')).toBe('Topic test result')
  })
})

describe('the score card', () => {
  it('shows the score out of the maximum, the answer counts, accuracy and the time against the duration', () => {
    const card = sectionTitled(renderReport(), 'Your score')
    expect(text(card.querySelector('[data-testid="score"]'))).toBe('142 / 200')
    expect(statValue(card, 'Correct')).toBe('71')
    expect(statValue(card, 'Wrong')).toBe('18')
    expect(statValue(card, 'Not attempted')).toBe('11')
    expect(statValue(card, 'Accuracy')).toBe('79.8%')
    expect(statValue(card, 'Time taken')).toBe('1 h 52 m 10 s of 2 hours')
    expect(text(card)).not.toContain('withdrawn')
  })

  it('prints fractional marks as they are and notes a withdrawn question', () => {
    const view = buildResultView()
    const card = sectionTitled(renderReport({ score: { ...view.score, score: 82.5, maxScore: 198, withdrawn: 1 } }), 'Your score')
    expect(text(card.querySelector('[data-testid="score"]'))).toBe('82.5 / 198')
    expect(text(card)).toContain('1 question was withdrawn and is not counted.')
  })
})

describe('the standing', () => {
  it('gives the rank among first attempts, the percentile, the topper and the average', () => {
    const standing = sectionTitled(renderReport(), 'Your standing')
    expect(statValue(standing, 'Rank')).toBe('12 of 340')
    expect(statValue(standing, 'Percentile')).toBe('96.8')
    expect(statValue(standing, 'Topper’s score')).toBe('188')
    expect(statValue(standing, 'Average score')).toBe('103.45')
    expect(standing.querySelector('[data-testid="later-attempt-note"]')).toBeNull()
  })

  it('gives the rank in the candidate’s district, or says where to give one', () => {
    const view = buildResultView()
    expect(statValue(sectionTitled(renderReport(), 'Your standing'), 'Rank in Ludhiana')).toBe('2 of 31')
    const without = sectionTitled(renderReport({ standing: { ...view.standing, district: null } }), 'Your standing')
    expect([...without.querySelectorAll('dt')].map(text)).not.toContainEqual(expect.stringMatching(/^Rank in /))
    expect(text(without)).toContain('Give your district on your account page to see your rank among its candidates too.')
    expect(without.querySelector('a[href="/account"]')).not.toBeNull()
    const punjabi = sectionTitled(renderReport({ locale: 'pa' }), 'ਤੁਹਾਡੀ ਥਾਂ')
    expect(statValue(punjabi, 'ਲੁਧਿਆਣਾ ਵਿੱਚ ਰੈਂਕ')).toBe('31 ਵਿੱਚੋਂ 2')
  })

  it('tells a candidate on a later attempt that only first attempts are ranked and where this score would stand', () => {
    const view = buildResultView()
    const standing = sectionTitled(
      renderReport({ attemptNumber: 3, standing: { ...view.standing, isFirstAttempt: false } }),
      'Your standing',
    )
    expect(text(standing.querySelector('[data-testid="later-attempt-note"]'))).toBe(
      'Ranks count first attempts only. This was attempt 3, so it is not ranked: the figures below show where this score would stand among the first attempts of 340 candidates.',
    )
    expect(statValue(standing, 'Rank this score would get')).toBe('12 of 340')
    expect(statValue(standing, 'Rank')).toBeUndefined()
  })

  it('tells a candidate whose score was kept from a signed-out check that it is not ranked, and why', () => {
    const view = buildResultView()
    const standing = sectionTitled(
      renderReport({ standing: { ...view.standing, isFirstAttempt: false, isKeptFromCheck: true } }),
      'Your standing',
    )
    expect(text(standing.querySelector('[data-testid="later-attempt-note"]'))).toBe(
      'Ranks count first attempts taken signed in. This score was kept from answers you checked before signing in, so it is not ranked: the figures below show where this score would stand among the first attempts of 340 candidates.',
    )
  })

  it('draws the score bands as one labelled image, marks the candidate’s band "You" and repeats the numbers in a table', () => {
    const standing = sectionTitled(renderReport(), 'Your standing')
    const chart = standing.querySelector('svg[role="img"]')!
    expect(chart.getAttribute('aria-label')).toBe(
      'Bar chart of first-attempt scores: 340 candidates in 10 bands of marks. Most scored 100 to below 120 (81 candidates). Your score, 142, is in the band 140 to below 160, which holds 17 candidates.',
    )
    const you = [...chart.querySelectorAll('text')].find((label) => label.textContent === 'You')!
    expect([...you.parentElement!.querySelectorAll('text')].map((label) => label.textContent)).toEqual(['17', 'You'])
    const rows = [...standing.querySelectorAll('details table tbody tr')].map((row) => [
      text(row.querySelector('th')),
      text(row.querySelector('td')),
    ])
    expect(rows).toHaveLength(10)
    expect(rows[0]).toEqual(['Below 20', '8'])
    expect(rows[7]).toEqual(['140 to below 160 (You)', '17'])
    expect(rows[9]).toEqual(['180 to 200', '3'])
    expect(text(standing.querySelector('details caption'))).toBe('Candidates in each band of marks')
  })
})

describe('the cut-off and qualifying marks', () => {
  it('says how far above the previous year’s cut-off the score is', () => {
    expect(text(renderReport().querySelector('[data-testid="cutoff"]'))).toBe(
      "Previous year's cut-off: 118 marks — you are 24 marks above it.",
    )
  })

  it('says how far short of the cut-off the score falls', () => {
    const view = buildResultView()
    const page = renderReport({ score: { ...view.score, score: 112 }, cutoff: { marks: 118, isCleared: false } })
    expect(text(page.querySelector('[data-testid="cutoff"]'))).toBe("Previous year's cut-off: 118 marks — you are 6 marks short of it.")
  })

  it('shows a CSAT candidate who reached the qualifying marks as qualified', () => {
    const view = buildResultView()
    const page = renderReport({
      cutoff: null,
      score: { ...view.score, score: 92.5 },
      qualifying: { percent: 40, marksNeeded: 80, isQualified: true },
    })
    const verdict = page.querySelector('[data-testid="qualifying"]')!
    expect(text(verdict.querySelector('p'))).toBe('Qualified: you reached the 80 marks (40%) needed')
    expect(text(verdict)).toContain('You scored 92.5.')
    expect(page.querySelector('[data-testid="cutoff"]')).toBeNull()
    expect(text(sectionTitled(page, 'Qualifying marks'))).toBeTruthy()
  })

  it('shows a CSAT candidate below the qualifying marks as not qualified, with the marks needed', () => {
    const view = buildResultView()
    const page = renderReport({
      cutoff: null,
      score: { ...view.score, score: 62.5 },
      qualifying: { percent: 40, marksNeeded: 80, isQualified: false },
    })
    const verdict = page.querySelector('[data-testid="qualifying"]')!
    expect(text(verdict.querySelector('p'))).toBe('Not qualified: you need 80 marks (40%)')
    expect(text(verdict)).toContain('You scored 62.5.')
  })

  it("compares a PYQ paper with its own year's cut-off, and leads back to the PYQ papers", () => {
    const view = buildResultView()
    const page = renderReport({
      test: { ...view.test, kind: 'pyq', title: 'PPSC Prelims 2020 GS Paper I (PYQ practice)' },
      score: { ...view.score, score: 40, maxScore: 60 },
      cutoff: { marks: 33.6, isCleared: true, year: 2020, published: { marks: 112, totalMarks: 200, testMarks: 60 } },
    })
    expect(text(page.querySelector('[data-testid="cutoff"]'))).toBe(
      "Cut-off in 2020: 112 of 200 marks, that is 33.6 of this paper's 60 marks — you are 6.4 marks above it.",
    )
    expect(text(page)).not.toContain("Previous year's cut-off")
    const back = page.querySelector('header a')!
    expect([text(back), back.getAttribute('href')]).toEqual(['← Back to PYQ papers', '/pyq'])
    expect(text(page.querySelector('header'))).toContain('PYQ paper result')
  })

  it('leaves the section out when the test has neither', () => {
    const page = renderReport({ cutoff: null, qualifying: null })
    expect(page.querySelector('#cutoff-heading')).toBeNull()
  })
})

describe('the section-wise and topic-wise tables', () => {
  it('lists each section’s marks and answers in a captioned, scrollable, focusable table with a total', () => {
    const page = renderReport()
    const region = page.querySelector('[role="region"][aria-label="Section-wise performance"]')!
    expect(region.getAttribute('tabindex')).toBe('0')
    const table = region.querySelector('table')!
    expect(text(table.querySelector('caption'))).toBe('Section-wise performance')
    expect([...table.querySelectorAll('thead th')].map((cell) => [cell.textContent, cell.getAttribute('scope')])).toEqual([
      ['Section', 'col'],
      ['Score', 'col'],
      ['Max marks', 'col'],
      ['Correct', 'col'],
      ['Wrong', 'col'],
      ['Not attempted', 'col'],
      ['Accuracy', 'col'],
    ])
    const rows = [...table.querySelectorAll('tbody tr, tfoot tr')].map((row) => [...row.children].map((cell) => text(cell)))
    expect(rows).toEqual([
      ['Polity', '76', '100', '38', '8', '4', '82.6%'],
      ['Punjab GK', '66', '100', '33', '10', '7', '76.7%'],
      ['Total', '142', '200', '71', '18', '11', '79.8%'],
    ])
    expect(table.querySelector('tbody th')?.getAttribute('scope')).toBe('row')
  })

  it('lists topics, the untagged questions last, and says when a section had nothing attempted', () => {
    const view = buildResultView()
    const sections = [
      { ...view.breakdown!.sections[0]!, correct: 0, wrong: 0, unattempted: 50, score: 0, accuracy: 0 },
      view.breakdown!.sections[1]!,
    ]
    const page = renderReport({ breakdown: { ...view.breakdown!, sections } })
    const topics = page.querySelector('[role="region"][aria-label="Topic-wise performance"] table')!
    expect([...topics.querySelectorAll('tbody th')].map((cell) => text(cell))).toEqual([
      'Fundamental Rights',
      'Rivers and canals',
      'Other questions',
    ])
    const polity = page.querySelector('[aria-label="Section-wise performance"] tbody tr')!
    expect(text(polity.lastElementChild)).toBe('—none attempted')
  })

  it('shows no section or topic marks before the solutions are due, and says when they open (ADR 014)', () => {
    const page = renderReport({ breakdown: null, review: null, solutionsAt: '2026-11-25T12:30:00.000Z' })
    expect(page.querySelector('[aria-label="Section-wise performance"]')).toBeNull()
    expect(page.querySelector('[aria-label="Topic-wise performance"]')).toBeNull()
    expect(text(page.querySelector('[data-testid="performance-notice"]'))).toBe(
      'Your marks by section and topic open with the answers on 25 Nov 2026 at 6:00 pm IST.',
    )
  })
})

describe('the answers and explanations', () => {
  it('says when they open while they are still closed, with no review and no jump link', () => {
    const page = renderReport({ review: null, solutionsAt: '2026-11-25T12:30:00.000Z' })
    expect(text(page.querySelector('[data-testid="solutions-notice"]'))).toBe(
      'Answers and explanations open on 25 Nov 2026 at 6:00 pm IST.',
    )
    expect(page.querySelector('article')).toBeNull()
    expect(page.querySelector('[role="group"]')).toBeNull()
    expect(page.querySelector('a[href="#answers"]')).toBeNull()
  })

  it('marks the candidate’s answer and the correct one in words on the right options', () => {
    const page = renderReport()
    const right = question(page, 1)
    expect(text(right.querySelector('h3'))).toBe('Question 1')
    expect(text(right.querySelector('header p'))).toBe('Polity · Fundamental Rights')
    expect(text(option(right, 'B').querySelector('[data-tag="chosen"]'))).toBe('Your answer')
    expect(text(option(right, 'B').querySelector('[data-tag="correct"]'))).toBe('Correct answer')
    expect(right.querySelectorAll('[data-tag]')).toHaveLength(2)

    const wrong = question(page, 2)
    expect(text(option(wrong, 'A'))).toBe('A. 1 only Your answer')
    expect(text(option(wrong, 'C'))).toBe('C. Both 1 and 2 Correct answer')
    expect(text(option(wrong, 'B'))).toBe('B. 2 only')
    expect(wrong.querySelectorAll('[data-tag]')).toHaveLength(2)
    expect(text(wrong.querySelector('header > p'))).toBe('Wrong')
    expect(wrong.textContent).toContain('58.9% of candidates got this right')
    expect(text(wrong)).toContain('You took 1 m 35 s; the median candidate took 40 s. Over twice the median')
    expect(wrong.querySelector('img')?.getAttribute('alt')).toBe('Map of the Sutlej with the Bhakra Dam and Gobind Sagar')

    const blank = question(page, 3)
    expect(text(blank.querySelector('header > p'))).toBe('Not attempted')
    expect(blank.querySelector('[data-tag="chosen"]')).toBeNull()
    expect(text(option(blank, 'C').querySelector('[data-tag="correct"]'))).toBe('Correct answer')
    expect(blank.textContent).toContain('You did not answer this question.')
    expect(blank.textContent).toContain('No one else has answered this question yet')
    expect(blank.textContent).not.toContain('You are the first')
    expect(text(blank)).toContain('You took 12 s.')
    expect(blank.querySelector('[data-testid="question-crowd"]')).toBeNull()
  })

  it('shows how candidates answered each option, the toppers’ choice and time, and flags only the slow question', () => {
    const page = renderReport()
    const crowd = question(page, 2).querySelector('[data-testid="question-crowd"]')!
    expect(crowd.tagName).toBe('DETAILS')
    expect(text(crowd.querySelector('summary'))).toBe('How candidates answered')
    expect(text(crowd.querySelector('caption'))).toBe('How 340 candidates answered question 2 (first attempts)')
    const rows = [...crowd.querySelectorAll('tbody tr')].map((row) => [...row.children].map((cell) => text(cell)))
    expect(rows).toEqual([
      ['A · Your answer', '21.2%'],
      ['B', '4.1%'],
      ['C · Correct answer', '58.9%'],
      ['D', '4.3%'],
    ])
    expect(text(crowd)).toContain('88.5% attempted it')
    expect(text(crowd.querySelector('[data-testid="toppers"]'))).toBe('Top 10% (34 candidates): 88.2% chose C, in a median 35 s.')
    expect(question(page, 2).querySelector('[data-flag="slow"]')).not.toBeNull()
    expect(question(page, 1).querySelector('[data-flag="slow"]')).toBeNull()
  })

  it('says in Punjabi how candidates answered', () => {
    const crowd = question(renderReport({ locale: 'pa' }), 1).querySelector('[data-testid="question-crowd"]')!
    expect(text(crowd.querySelector('summary'))).toBe('ਉਮੀਦਵਾਰਾਂ ਨੇ ਕਿਵੇਂ ਉੱਤਰ ਦਿੱਤਾ')
    expect(text(crowd.querySelector('[data-testid="toppers"]'))).toBe('ਸਿਖਰਲੇ 10% (34 ਉਮੀਦਵਾਰ): 97.1% ਨੇ B ਚੁਣਿਆ, ਮੱਧਮਾਨ 28 ਸਕਿੰਟ ਵਿੱਚ।')
  })
  it('keeps the line breaks of a stem and tags the question text with the page’s language', () => {
    const page = renderReport({ locale: 'pa' })
    const stem = question(page, 2).querySelector('header + p')!
    expect(stem.textContent).toContain('Bhakra Dam:\n1. It is built on the Sutlej.\n2.')
    expect(stem.getAttribute('lang')).toBe('pa')
    expect(option(question(page, 2), 'A').querySelector('[lang="pa"]')?.textContent).toBe('1 only')
    expect(question(page, 2).querySelector('h4 + p')?.getAttribute('lang')).toBe('pa')
    expect(question(page, 2).querySelector('h3')?.hasAttribute('lang')).toBe(false)
  })

  it('offers the filters with their counts, a bookmark toggle and a translation report on every question', () => {
    const page = renderReport()
    const filters = [...page.querySelectorAll('[role="group"][aria-label="Show questions"] button')]
    expect(filters.map((button) => [text(button), button.getAttribute('aria-pressed')])).toEqual([
      ['All (3)', 'true'],
      ['Correct (1)', 'false'],
      ['Wrong (1)', 'false'],
      ['Not attempted (1)', 'false'],
      ['Bookmarked (1)', 'false'],
    ])
    const buttons = [...page.querySelectorAll('article button')].map((button) => [text(button), button.getAttribute('aria-pressed')])
    expect(buttons).toEqual([
      ['Bookmark for revision', 'false'],
      ['Report a translation problem', null],
      ['Bookmarked', 'true'],
      ['Report a translation problem', null],
      ['Bookmark for revision', 'false'],
      ['Report a translation problem', null],
    ])
  })
})

describe('the time analysis', () => {
  it('gives the time per section, links the questions that took over twice the median, and the order answered in', () => {
    const page = renderReport()
    const card = sectionTitled(page, 'Time analysis')
    expect(text(card.querySelector('caption'))).toBe('Your time per section')
    const rows = [...card.querySelectorAll('tbody tr')].map((row) => [...row.children].map((cell) => text(cell)))
    expect(rows).toEqual([
      ['Polity', '52 m', '46.6%', '46 of 50', '1 m 8 s'],
      ['Punjab GK', '59 m 42 s', '53.4%', '43 of 50', '1 m 23 s'],
    ])
    const slow = card.querySelector('[data-testid="slow-questions"] a')!
    expect(slow.getAttribute('href')).toBe('#question-2')
    expect(text(slow)).toBe('Question 2: 1 m 35 s, against a median of 40 s')
    expect(text(card.querySelector('[data-testid="answer-order-summary"]'))).toBe(
      'You answered 6 questions and went back to an earlier question 2 times.',
    )
    const order = [...card.querySelectorAll('ol li')].map((item) => text(item))
    expect(order).toEqual(['1', '2', '5', '4 (went back)', '6', '3 (went back)'])
  })

  it('waits for other candidates before naming slow questions, and says when the paper was answered straight through', () => {
    const analysis = buildResultView().timeAnalysis!
    const card = sectionTitled(
      renderReport({ timeAnalysis: { ...analysis, slow: [], hasMedians: false, order: [1, 2, 3], wentBack: 0 } }),
      'Time analysis',
    )
    expect(text(card)).toContain(
      'Once other candidates have answered this test, the questions that took you much longer than them are listed here.',
    )
    expect(text(card)).toContain('You answered 3 questions and went back to an earlier question no time: straight through the paper.')
  })

  it('says so for an attempt taken before the order of answers was recorded, rather than that nothing was answered', () => {
    const analysis = buildResultView().timeAnalysis!
    const card = sectionTitled(
      renderReport({ timeAnalysis: { ...analysis, order: [], isOrderRecorded: false, wentBack: 0 } }),
      'Time analysis',
    )
    expect(text(card)).toContain('This attempt was taken before the platform recorded the order of answers.')
    expect(text(card)).not.toContain('You answered no question')
  })

  it('is not shown before the answers open', () => {
    const page = renderReport({ review: null, breakdown: null, timeAnalysis: null })
    expect(sectionTitled(page, 'Time analysis')).toBeUndefined()
  })
})

describe('the attempts compared', () => {
  it('lists the series’ attempts oldest first, links the others, and lines each topic up attempt by attempt', () => {
    const card = sectionTitled(renderReport(), 'Your attempts compared')
    expect(text(card)).toContain('Your finished tests in PPSC Prelims 2026 Test Series, oldest first.')
    const [attempts, topics] = [...card.querySelectorAll('table')]
    const rows = [...attempts!.querySelectorAll('tbody tr')].map((row) => [...row.children].map((cell) => text(cell)))
    expect(rows).toEqual([
      ['1. Indian Polity Topic Test 1, attempt 1', '15 Nov 2026', '14 / 24', '70%', '13 m'],
      ['2. PPSC Prelims GS Mock Test 1, attempt 1 (this attempt)', '22 Nov 2026', '142 / 200', '79.8%', '1 h 51 m 42 s'],
    ])
    expect(attempts!.querySelector('tbody tr a')?.getAttribute('href')).toBe('/result?attempt=att-30')
    expect(attempts!.querySelector('tr[aria-current="true"] a')).toBeNull()
    const topicRows = [...topics!.querySelectorAll('tbody tr')].map((row) => [...row.children].map((cell) => text(cell)))
    expect(topicRows).toEqual([
      ['Fundamental Rights', '75% 6 / 8 · 4 m 10 s', '83.3% 30 / 40 · 19 m 50 s'],
      ['Rivers and canals', '— not in this paper', '71.4% 20 / 30 · 15 m 5 s'],
    ])
    expect(text(topics!.querySelector('thead th:nth-child(2)'))).toBe('1. Indian Polity Topic Test 1, attempt 1')
  })

  it('speaks of re-takes of one test when there is no series, and is absent with nothing to compare', () => {
    const comparison = buildResultView().comparison!
    const card = sectionTitled(renderReport({ comparison: { ...comparison, scope: 'test', seriesTitle: null } }), 'Your attempts compared')
    expect(text(card)).toContain('Your finished attempts at this test, oldest first.')
    expect(sectionTitled(renderReport({ comparison: null }), 'Your attempts compared')).toBeUndefined()
  })
})

describe('what to study next', () => {
  it('lists the weak topics with how they went, how often past papers ask them, a drill and the notes', () => {
    const card = sectionTitled(renderReport(), 'What to study next')
    const items = [...card.querySelectorAll('ol > li')]
    expect(items.map((item) => text(item.querySelector('h3')))).toEqual(['Rivers and canals', 'Ethics'])
    expect(text(items[0])).toContain('10 of 15 right (66.7%)')
    expect(text(items[0])).toContain('13.3% of past-paper questions')
    expect(text(items[1])).toContain('Not asked in the past papers here')
    const links = [...items[0]!.querySelectorAll('a')].map((link) => [text(link), link.getAttribute('href')])
    expect(links).toEqual([
      ['Practise 10 questions on Rivers and canals', '/practice/gs-pcs-prelims_geography'],
      ['Read the notes', '/resource/gs-pcs-prelims_geography'],
    ])
  })

  it('speaks Punjabi on a Punjabi page, and is absent before the answers open or with no weak topic', () => {
    const card = sectionTitled(renderReport({ locale: 'pa' }), 'ਅੱਗੇ ਕੀ ਪੜ੍ਹਨਾ ਹੈ')
    expect(card.querySelector('a')?.getAttribute('href')).toBe('/practice/gs-pcs-prelims_geography?lang=pa')
    expect(text(card)).toContain('15 ਵਿੱਚੋਂ 10 ਸਹੀ (66.7%)')
    expect(sectionTitled(renderReport({ weakTopics: null }), 'What to study next')).toBeUndefined()
    expect(sectionTitled(renderReport({ weakTopics: [] }), 'What to study next')).toBeUndefined()
  })
})

describe('a GS paper with its CSAT paper (ADR 045)', () => {
  it('says whether Paper II qualifies, ranks by Paper I alone, and labels the Mains estimate as one', () => {
    const page = renderReport({
      prelims: {
        csat: {
          status: 'qualified',
          score: 96,
          maxScore: 200,
          marksNeeded: 80,
          title: 'PPSC Prelims CSAT Mock Test 1',
          href: '/result?attempt=att-52',
        },
        estimate: { verdict: 'borderline', cutoff: { marks: 118, isCleared: true }, line: { percent: 7, rank: 24, isInside: false } },
      },
    })
    const card = sectionTitled(page, 'Prelims: Paper I with Paper II')
    expect(text(card.querySelector('[data-testid="csat-qualified"]'))).toBe(
      'CSAT qualified: yes. You scored 96 of 200 in Paper II: PPSC Prelims CSAT Mock Test 1; it needs 80.',
    )
    expect(card.querySelector('a')?.getAttribute('href')).toBe('/result?attempt=att-52')
    expect(text(card)).toContain('Your rank is by Paper I (GS) alone, as PPSC ranks Prelims')
    expect(text(card.querySelector('h3'))).toBe('Would you reach Mains? (estimate)')
    expect(text(card.querySelector('[data-testid="mains-estimate"]'))).toBe('Borderline: one sign says yes, the other no.')
    expect([...card.querySelectorAll('li')].map(text)).toEqual([
      "Your 142 clears last year's cut-off of 118.",
      'Rank 12 of 340 is outside the 13× line: Mains took 13 candidates per vacancy, 7% of last year’s candidates, which here reaches rank 24.',
    ])
    expect(text(card)).toContain("not a prediction of PPSC's result")
  })

  it('asks for Paper II when it is not taken, and shows nothing of the pair on other tests', () => {
    const page = renderReport({
      prelims: { csat: { status: 'not-taken', title: 'PPSC Prelims CSAT Mock Test 1', href: '/test/csat-mock-01' }, estimate: null },
    })
    const card = sectionTitled(page, 'Prelims: Paper I with Paper II')
    expect(text(card.querySelector('[data-testid="csat-qualified"]'))).toBe(
      'CSAT qualified: not known yet. Take Paper II: PPSC Prelims CSAT Mock Test 1 to see whether you qualify.',
    )
    expect(card.querySelector('[data-testid="mains-estimate"]')).toBeNull()
    expect(renderReport().querySelector('[data-testid="prelims-pair"]')).toBeNull()
  })
})
