import { describe, expect, it } from 'vitest'

import { getTranslator } from '@/i18n/translator'

import { formatMarks, isoDuration } from '../../practice-player/marks'
import { scoreDistribution } from '../../ranking'
import { yearCutoff } from '../../result-view'
import {
  describeBucket,
  describeCutoff,
  describeQualifying,
  describeQuestionPlace,
  describeShareCorrect,
  describeShown,
  findBucketIndex,
  formatSeconds,
  resultEyebrow,
} from './result-labels'

const en = getTranslator('en', 'result')
const pa = getTranslator('pa', 'result')

describe('formatMarks', () => {
  it('prints marks as a result sheet does: no trailing zeros, two decimals at most, a real minus sign', () => {
    expect(formatMarks(142)).toBe('142')
    expect(formatMarks(82.5)).toBe('82.5')
    expect(formatMarks(30 * 2 - 19 * 0.66)).toBe('47.46')
    expect(formatMarks(-3.96)).toBe('−3.96')
    expect(formatMarks(-0)).toBe('0')
  })
})

describe('formatSeconds', () => {
  it('reads hours, minutes and seconds, leaving out the empty parts', () => {
    expect(formatSeconds(en, 6730)).toBe('1 h 52 m 10 s')
    expect(formatSeconds(en, 7200)).toBe('2 h')
    expect(formatSeconds(en, 95)).toBe('1 m 35 s')
    expect(formatSeconds(en, 0)).toBe('0 s')
    expect(isoDuration(6730)).toBe('PT1H52M10S')
  })
})

describe('describeCutoff', () => {
  it('says how far above, how far short, or that the score equals the cut-off', () => {
    expect(describeCutoff(en, 142, 118)).toBe("Previous year's cut-off: 118 marks — you are 24 marks above it")
    expect(describeCutoff(en, 112, 118)).toBe("Previous year's cut-off: 118 marks — you are 6 marks short of it")
    expect(describeCutoff(en, 117, 118)).toBe("Previous year's cut-off: 118 marks — you are 1 mark short of it")
    expect(describeCutoff(en, 120.68, 118.5)).toBe("Previous year's cut-off: 118.5 marks — you are 2.18 marks above it")
    expect(describeCutoff(en, 118, 118)).toBe("Previous year's cut-off: 118 marks — your score is exactly at it")
  })
})

describe("a PYQ paper's cut-off", () => {
  it("names the paper's year, and a selection of the paper compares with the cut-off scaled to its own marks", () => {
    expect(describeCutoff(en, 130, 112, { year: 2020 })).toBe('Cut-off in 2020: 112 marks — you are 18 marks above it')
    expect(describeCutoff(en, 30, 33.6, { year: 2020, published: { marks: 112, totalMarks: 200, testMarks: 60 } })).toBe(
      "Cut-off in 2020: 112 of 200 marks, that is 33.6 of this paper's 60 marks — you are 3.6 marks short of it",
    )
  })

  it('says so when the cut-off is the academy’s estimate rather than a figure PPSC published', () => {
    expect(describeCutoff(en, 130, 112, { year: 2020, isEstimate: true })).toBe(
      'Cut-off in 2020 (academy’s estimate): 112 marks — you are 18 marks above it',
    )
    expect(yearCutoff({ year: 2020, cutoff: 112, totalMarks: 200, isEstimate: true }, 200, 100)).toEqual({
      marks: 112,
      isCleared: false,
      year: 2020,
      isEstimate: true,
    })
  })

  it('scales the published cut-off only when the test has a different total, and clears it at exactly the mark', () => {
    expect(yearCutoff({ year: 2020, cutoff: 112, totalMarks: 200 }, 200, 112)).toEqual({ marks: 112, isCleared: true, year: 2020 })
    expect(yearCutoff({ year: 2020, cutoff: 112, totalMarks: 200 }, 60, 33.6)).toEqual({
      marks: 33.6,
      isCleared: true,
      year: 2020,
      published: { marks: 112, totalMarks: 200, testMarks: 60 },
    })
    expect(yearCutoff({ year: 2020, cutoff: 112, totalMarks: 200 }, 60, 33.5).isCleared).toBe(false)
    // 115 of 200 on a 70-mark selection is 40.25 marks.
    expect(yearCutoff({ year: 2023, cutoff: 115, totalMarks: 200 }, 70, 0).marks).toBe(40.25)
  })
})

describe('describeQualifying', () => {
  it('names the marks and share needed either way', () => {
    expect(describeQualifying(en, { percent: 40, marksNeeded: 80, isQualified: false })).toBe('Not qualified: you need 80 marks (40%)')
    expect(describeQualifying(en, { percent: 33, marksNeeded: 66, isQualified: true })).toBe(
      'Qualified: you reached the 66 marks (33%) needed',
    )
  })
})

describe('small texts', () => {
  it('gives the share who got a question right, or says no one else has answered it', () => {
    expect(describeShareCorrect(en, 64.2)).toBe('64.2% of candidates got this right')
    expect(describeShareCorrect(en, null)).toBe('No one else has answered this question yet')
    expect(describeShareCorrect(pa, null)).toBe('ਅਜੇ ਕਿਸੇ ਹੋਰ ਨੇ ਇਸ ਪ੍ਰਸ਼ਨ ਦਾ ਉੱਤਰ ਨਹੀਂ ਦਿੱਤਾ')
  })

  it('says how many of the questions a filter shows', () => {
    expect(describeShown(en, 'all', 4, 4)).toBe('Showing all 4 questions.')
    expect(describeShown(en, 'unattempted', 1, 4)).toBe('Showing 1 of 4 questions: not attempted.')
    expect(describeShown(pa, 'wrong', 2, 4)).toBe('4 ਪ੍ਰਸ਼ਨਾਂ ਵਿੱਚੋਂ 2 ਵਿਖਾਏ ਜਾ ਰਹੇ ਹਨ: ਗ਼ਲਤ।')
  })
})

describe('what the result page calls the test', () => {
  it('follows the kind of test: a sectional test is not a mock', () => {
    expect(resultEyebrow(en, 'sectional')).toBe('Sectional test result')
    expect(resultEyebrow(en, 'topic')).toBe('Topic test result')
    expect(resultEyebrow(en, 'gs-prelims')).toBe('Mock test result')
    expect(resultEyebrow(en, 'csat')).toBe('Mock test result')
    expect(resultEyebrow(en, 'pyq')).toBe('PYQ paper result')
    expect(resultEyebrow(en, 'daily-quiz')).toBe('Daily quiz result')
    expect(resultEyebrow(pa, 'sectional')).toBe('ਭਾਗਵਾਰ ਟੈਸਟ ਦਾ ਨਤੀਜਾ')
  })

  it('names a question’s section and topic once when they are the same', () => {
    expect(describeQuestionPlace('Punjab GK', 'Punjab GK')).toBe('Punjab GK')
    expect(describeQuestionPlace('General Studies', 'Punjab GK')).toBe('General Studies · Punjab GK')
    expect(describeQuestionPlace('General Studies', null)).toBe('General Studies')
  })
})

describe('in Punjabi', () => {
  it('writes marks, cut-offs and times in Gurmukhi', () => {
    expect(describeCutoff(pa, 142, 118)).toBe('ਪਿਛਲੇ ਸਾਲ ਦਾ ਕੱਟ-ਆਫ਼: 118 ਅੰਕ — ਤੁਸੀਂ ਇਸ ਤੋਂ 24 ਅੰਕ ਉੱਪਰ ਹੋ')
    expect(formatSeconds(pa, 95)).toBe('1 ਮਿੰਟ 35 ਸਕਿੰਟ')
    expect(describeQualifying(pa, { percent: 33, marksNeeded: 66, isQualified: true })).toBe('ਯੋਗ: ਤੁਸੀਂ ਲੋੜੀਂਦੇ 66 ਅੰਕ (33%) ਪ੍ਰਾਪਤ ਕਰ ਲਏ')
  })
})

describe('findBucketIndex', () => {
  it('puts a score in the same band as the distribution does, negatives first and full marks last', () => {
    const scores = [-4, 0, 19.5, 20, 142, 160, 199.5, 200]
    const buckets = scoreDistribution(scores, 200)
    for (const score of scores) {
      const index = findBucketIndex(score, buckets)
      expect(scoreDistribution([score], 200)[index]!.count, `score ${score}`).toBe(1)
    }
    expect(findBucketIndex(10, [])).toBe(-1)
  })

  it('names the bands so that each score has exactly one', () => {
    const buckets = scoreDistribution([], 200)
    expect(describeBucket(en, buckets, 0)).toBe('Below 20')
    expect(describeBucket(en, buckets, 7)).toBe('140 to below 160')
    expect(describeBucket(en, buckets, 9)).toBe('180 to 200')
  })
})
