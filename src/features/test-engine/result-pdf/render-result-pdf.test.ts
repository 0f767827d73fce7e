import { describe, expect, it } from 'vitest'

import { readPdfAsLine } from '../../../../tests/helpers/pdf-text'
import { buildResultView } from '../components/result/result-view-fixture'
import type { ResultView } from '../result-view'
import { renderResultPdf } from './render-result-pdf.server'

const SITE = { siteName: 'Punjab PCS Academy', siteUrl: 'https://pcs.example.in', madeAt: new Date('2026-11-29T06:30:00Z') }

const render = async (view: ResultView, candidateName = 'Gurpreet Kaur Sidhu') =>
  readPdfAsLine(await renderResultPdf({ view, candidateName, ...SITE }))

describe('the one-page result PDF', () => {
  it('holds the score card, the standing, the cut-off, the sections and topics and what to study next, on one page', async () => {
    const pdf = await render(buildResultView())
    expect(pdf.file.subarray(0, 5).toString()).toBe('%PDF-')
    expect(pdf.pages).toBe(1)
    expect(pdf.title).toBe('PPSC Prelims GS Mock Test 1: Your result')
    for (const line of [
      'PPSC Prelims GS Mock Test 1',
      'Candidate: Gurpreet Kaur Sidhu · Attempt 1 · Finished 22 Nov 2026 at 11:52 am IST',
      '142 / 200',
      'Time taken: 1 h 52 m 10 s (of 2 hours)',
      '12 of 340',
      'Rank in Ludhiana',
      '2 of 31',
      "Previous year's cut-off: 118 marks — you are 24 marks above it.",
      'Polity 76 100 38 8 4 82.6%',
      'Total 142 200 71 18 11 79.8%',
      'Rivers and canals 20 30 10 4 1 71.4%',
      'What to study next',
      '10 of 15 right (66.7%) · 13.3% of past-paper questions',
      'Practise 10 questions on Rivers and canals',
      'The full result: https://pcs.example.in/result?attempt=att-41',
    ])
      expect(pdf.page).toContain(line)
    expect(pdf.links).toEqual(
      expect.arrayContaining([
        'https://pcs.example.in/practice/gs-pcs-prelims_geography',
        'https://pcs.example.in/resource/gs-pcs-prelims_geography',
        'https://pcs.example.in/result?attempt=att-41',
      ]),
    )
  })

  it('is written in Punjabi, in a face that has Gurmukhi, with links that keep the language', async () => {
    const pdf = await render(buildResultView({ locale: 'pa' }), 'ਹਰਪ੍ਰੀਤ ਕੌਰ')
    expect(pdf.pages).toBe(1)
    expect(pdf.title).toBe('PPSC Prelims GS Mock Test 1: ਤੁਹਾਡਾ ਨਤੀਜਾ')
    // Words without a vowel sign drawn before its consonant read back as written.
    for (const words of ['ਤੁਹਾਡੇ ਅੰਕ', 'ਹਰਪ੍ਰੀਤ ਕੌਰ', 'ਅੱਗੇ ਕੀ ਪੜ੍ਹਨਾ ਹੈ', '142 / 200', '71.4%']) expect(pdf.page).toContain(words)
    expect(pdf.page).not.toContain('Your score')
    expect(pdf.file.toString('latin1')).toContain('MuktaMahee')
    expect(pdf.links).toContain('https://pcs.example.in/result?attempt=att-41&lang=pa')
  })

  it('before the answers open, has the totals only and says when the rest opens', async () => {
    const pdf = await render(
      buildResultView({
        breakdown: null,
        review: null,
        timeAnalysis: null,
        comparison: null,
        weakTopics: null,
        solutionsAt: '2026-11-25T12:30:00.000Z',
      }),
    )
    expect(pdf.page).toContain('142 / 200')
    expect(pdf.page).toContain('Your marks by section and topic open with the answers on 25 Nov 2026 at 6:00 pm IST.')
    expect(pdf.page).not.toContain('Polity')
    expect(pdf.page).not.toContain('What to study next')
  })

  it('keeps a paper of many topics on one page and counts the topics it leaves to the result page', async () => {
    const base = buildResultView()
    const topics = Array.from({ length: 40 }, (_, index) => ({
      topicId: `topic-${index + 1}`,
      topicTitle: `Topic number ${index + 1}`,
      score: 2,
      maxScore: 5,
      correct: 2,
      wrong: 1,
      unattempted: 2,
      accuracy: 66.7,
    }))
    const pdf = await render({ ...base, breakdown: { sections: base.breakdown!.sections, topics } })
    expect(pdf.pages).toBe(1)
    const shown = topics.filter((topic) => pdf.page.includes(`${topic.topicTitle} 2 5 2 1 2 66.7%`)).length
    expect(shown).toBeGreaterThan(5)
    expect(shown).toBeLessThan(40)
    expect(pdf.page).toContain(`${40 - shown} more topics are listed on the result page.`)
    expect(pdf.page).toContain('What to study next')
  })

  it('says a later attempt is not ranked, and whether a qualifying paper was qualified', async () => {
    const base = buildResultView()
    const pdf = await render({
      ...base,
      attemptNumber: 2,
      cutoff: null,
      qualifying: { percent: 33, marksNeeded: 66, isQualified: true },
      standing: { ...base.standing, isFirstAttempt: false },
    })
    expect(pdf.page).toContain('Rank this score would get')
    expect(pdf.page).toMatch(/This was attempt 2, so it is not\s+ranked/)
    expect(pdf.page).toContain('Qualified: you reached the 66 marks (33%) needed')
  })

  it('says whether Paper II qualifies beside a GS paper, and gives the Mains estimate as one', async () => {
    const pdf = await render(
      buildResultView({
        prelims: {
          csat: {
            status: 'not-qualified',
            score: 64,
            maxScore: 200,
            marksNeeded: 80,
            title: 'PPSC Prelims CSAT Mock Test 1',
            href: '/result?attempt=52',
          },
          estimate: { verdict: 'csat-not-qualified', cutoff: { marks: 118, isCleared: true }, line: null },
        },
      }),
    )
    expect(pdf.pages).toBe(1)
    expect(pdf.page).toContain('CSAT qualified: no. You scored 64 of 200 in Paper II; it needs 80.')
    expect(pdf.page).toContain('Would you reach Mains? (estimate): No: without Paper II qualified')
    expect(pdf.page).toContain("not a prediction of PPSC's result")
  })
})
