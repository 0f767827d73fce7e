import { describe, expect, it } from 'vitest'

import { isBadInputDatabaseError, isValidDocumentId, queryProblem } from './rest-input-guard'

describe('isValidDocumentId', () => {
  it('takes positive whole numbers that fit a PostgreSQL integer, as SQLite and PostgreSQL ids are', () => {
    expect(isValidDocumentId('42', 'number')).toBe(true)
    expect(isValidDocumentId('2147483647', 'number')).toBe(true)
    for (const id of ['abc', 'versions', '0', '-1', '1.5', '01', '2147483648', '99999999999999999999'])
      expect(isValidDocumentId(id, 'number')).toBe(false)
    expect(isValidDocumentId('abc', 'text')).toBe(true)
  })
})

describe('queryProblem', () => {
  const fields = new Map([
    ['title', 'text'],
    ['createdAt', 'date'],
    ['place', 'point'],
  ])

  it('accepts where as brackets or as a JSON object', () => {
    expect(queryProblem({ where: { title: { equals: 'Geography' } } }, fields)).toBeNull()
    expect(queryProblem({ where: '{"title":{"equals":"Geography"}}' }, fields)).toBeNull()
    expect(queryProblem({}, fields)).toBeNull()
  })

  it('says where must be an object when it is text or a list', () => {
    expect(queryProblem({ where: 'abc' }, fields)).toMatch(/^The where parameter must be an object/)
    expect(queryProblem({ where: '[1]' }, fields)).toMatch(/^The where parameter must be an object/)
    expect(queryProblem({ data: 'abc' }, fields)).toMatch(/^The data parameter must be an object/)
  })

  it('refuses a location operator on a field that is not a location, also inside and/or', () => {
    expect(queryProblem({ where: { title: { near: '1' } } }, fields)).toBe('The near operator works only on location (point) fields.')
    expect(queryProblem({ where: { or: [{ title: { equals: 'x' } }, { title: { within: '1' } }] } }, fields)).toMatch(/within operator/)
    expect(queryProblem({ where: { place: { near: '1,2' } } }, fields)).toBeNull()
  })

  it('refuses a date field compared with something that is not a date', () => {
    expect(queryProblem({ where: { createdAt: { equals: 'abc' } } }, fields)).toBe(
      'where[createdAt][equals] must be a date, such as 2026-01-31 or 2026-01-31T06:00:00Z.',
    )
    expect(queryProblem({ where: { and: [{ createdAt: { in: ['2026-01-01', 'soon'] } }] } }, fields)).toMatch(/must be a date/)
    expect(queryProblem({ where: { createdAt: { greater_than: '2026-01-31T06:00:00Z' } } }, fields)).toBeNull()
    expect(queryProblem({ where: { createdAt: { exists: 'true' } } }, fields)).toBeNull()
  })
})

describe('isBadInputDatabaseError', () => {
  const failedQuery = (cause: unknown) => Object.assign(new Error('Failed query: select …'), { cause })

  it('recognises a value the database refused, on PostgreSQL and on SQLite', () => {
    expect(
      isBadInputDatabaseError(failedQuery(Object.assign(new Error('invalid input syntax for type integer: "abc"'), { code: '22P02' }))),
    ).toBe(true)
    expect(
      isBadInputDatabaseError(failedQuery(new RangeError('Only finite numbers (not Infinity or NaN) can be passed as arguments'))),
    ).toBe(true)
    expect(isBadInputDatabaseError(failedQuery(new TypeError('undefined cannot be passed as argument to the database')))).toBe(true)
  })

  it('leaves every other failure a server error', () => {
    expect(isBadInputDatabaseError(failedQuery(Object.assign(new Error('connection refused'), { code: 'ECONNREFUSED' })))).toBe(false)
    expect(isBadInputDatabaseError(failedQuery(Object.assign(new Error('duplicate key'), { code: '23505' })))).toBe(false)
    expect(isBadInputDatabaseError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false)
  })
})
