import { describe, expect, it } from 'vitest'

import { initialsOf } from './labels'

describe('initialsOf', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('Harmanpreet Singh Sidhu')).toBe('HS')
    expect(initialsOf('Simranjeet Kaur')).toBe('SK')
    expect(initialsOf('  navdeep ')).toBe('N')
  })
})
