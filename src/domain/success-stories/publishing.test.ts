import { describe, expect, it } from 'vitest'

import { checkFactForPublishing, neededToPublish, statesRankNumber } from './publishing'

describe('what a success story needs before it is published', () => {
  it('leaves a draft alone, whatever it lacks', () => {
    for (const fact of Object.keys(neededToPublish) as (keyof typeof neededToPublish)[])
      expect(checkFactForPublishing(fact, null, 'draft')).toBe(true)
  })

  it('names each missing fact when the story is published', () => {
    expect(checkFactForPublishing('consent', null, 'published')).toBe('Attach the candidate’s signed consent to publish their story.')
    expect(checkFactForPublishing('course', '   ', 'published')).toBe('Name the course the candidate took with us.')
    expect(checkFactForPublishing('courseFee', undefined, 'published')).toBe(
      'Say whether the candidate paid for the course or took it free.',
    )
    expect(checkFactForPublishing('exam', 'pcs', 'published')).toBe(true)
    expect(checkFactForPublishing('consent', 12, 'published')).toBe(true)
  })

  it('wants the rank’s number, not only the post', () => {
    expect(checkFactForPublishing('rank', 'DSP', 'published')).toBe(neededToPublish.rank)
    expect(checkFactForPublishing('rank', 'Rank 12, DSP', 'published')).toBe(true)
    expect(statesRankNumber('ਰੈਂਕ ੧੨, ਡੀਐੱਸਪੀ')).toBe(true)
    expect(statesRankNumber('ਡੀਐੱਸਪੀ')).toBe(false)
  })

  it('takes a course length of whole months, up to five years', () => {
    expect(checkFactForPublishing('courseMonths', 10, 'published')).toBe(true)
    for (const months of [0, 2.5, 61, -3])
      expect(checkFactForPublishing('courseMonths', months, 'published')).toBe(
        'Give the course’s duration as a whole number of months, from 1 to 60.',
      )
  })
})
