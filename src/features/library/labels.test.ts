import { describe, expect, it } from 'vitest'

import { initialsOf, storyCourseLine } from './labels'

describe('initialsOf', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('Harmanpreet Singh Sidhu')).toBe('HS')
    expect(initialsOf('Simranjeet Kaur')).toBe('SK')
    expect(initialsOf('  navdeep ')).toBe('N')
  })
})

describe('storyCourseLine', () => {
  it('states the course, its length and whether it was paid, in each language; a draft lacking one has none', () => {
    const course = { course: 'CSAT Crash Course', courseMonths: 3, courseFee: 'paid' as const }
    expect(storyCourseLine(course, 'en')).toBe('CSAT Crash Course: 3 months, paid')
    expect(storyCourseLine({ ...course, course: 'CSAT ਕਰੈਸ਼ ਕੋਰਸ', courseFee: 'free' }, 'pa')).toBe('CSAT ਕਰੈਸ਼ ਕੋਰਸ: 3 ਮਹੀਨੇ, ਮੁਫ਼ਤ')
    expect(storyCourseLine({ ...course, courseFee: null } as never, 'en')).toBeNull()
  })
})
