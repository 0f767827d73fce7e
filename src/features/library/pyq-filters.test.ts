import { describe, expect, it } from 'vitest'

import {
  filterPyqPapers,
  groupPapersByYear,
  hasPyqFilters,
  paperKey,
  parsePyqFilters,
  pyqFilterOptions,
  pyqHref,
  type FilterablePaper,
} from './pyq-filters'

const papers: FilterablePaper[] = [
  { id: 1, year: 2023, stage: 'mains', paper: 'Punjabi (Gurmukhi script)' },
  { id: 2, year: 2023, stage: 'mains', paper: 'GS Paper I' },
  { id: 3, year: 2023, stage: 'prelims', paper: 'GS Paper I' },
  { id: 4, year: 2023, stage: 'prelims', paper: 'CSAT Paper II' },
  { id: 5, year: 2025, stage: 'prelims', paper: 'GS Paper I' },
  { id: 6, year: 2015, stage: 'prelims', paper: 'CSAT Paper II' },
  { id: 7, year: 2023, stage: 'mains', paper: 'GS Paper IV' },
]
const ids = (list: FilterablePaper[]) => list.map((paper) => paper.id)

describe('paperKey', () => {
  it('writes the paper number in digits, as the addresses do', () => {
    expect(paperKey('GS Paper I')).toBe('gs-paper-1')
    expect(paperKey('CSAT Paper II')).toBe('csat-paper-2')
    expect(paperKey('GS Paper IV')).toBe('gs-paper-4')
    expect(paperKey('Punjabi (Gurmukhi script)')).toBe('punjabi-gurmukhi-script')
    expect(paperKey('Essay')).toBe('essay')
  })
})

describe('parsePyqFilters', () => {
  it('reads year, stage and paper from the address', () => {
    expect(parsePyqFilters({ year: '2023', stage: 'prelims', paper: 'gs-paper-1' })).toEqual({
      year: 2023,
      stage: 'prelims',
      paper: 'gs-paper-1',
    })
  })

  it('treats empty and malformed values as "any" (the form sends empty ones for "All")', () => {
    expect(parsePyqFilters({ year: '', stage: '', paper: '' })).toEqual({})
    expect(parsePyqFilters({ year: '20x3', stage: 'interview', paper: '<script>' })).toEqual({})
    expect(hasPyqFilters(parsePyqFilters({ lang: 'pa' }))).toBe(false)
  })

  it('takes the first of repeated values', () => {
    expect(parsePyqFilters({ year: ['2020', '2023'] })).toEqual({ year: 2020 })
  })
})

describe('filterPyqPapers', () => {
  it('narrows by year and paper, and by stage too', () => {
    expect(ids(filterPyqPapers(papers, { year: 2023, paper: 'gs-paper-1' }))).toEqual([2, 3])
    expect(ids(filterPyqPapers(papers, { year: 2023, paper: 'gs-paper-1', stage: 'prelims' }))).toEqual([3])
    expect(ids(filterPyqPapers(papers, { paper: 'csat-paper-2' }))).toEqual([4, 6])
    expect(ids(filterPyqPapers(papers, {}))).toEqual(ids(papers))
  })

  it('finds nothing for a combination the archive does not hold', () => {
    expect(filterPyqPapers(papers, { year: 2015, stage: 'mains' })).toEqual([])
    expect(filterPyqPapers(papers, { paper: 'optional-subject' })).toEqual([])
  })
})

describe('groupPapersByYear', () => {
  it('lists the newest year first, Prelims before Mains, each stage in the given order', () => {
    const groups = groupPapersByYear(papers)
    expect(groups.map((group) => group.year)).toEqual([2025, 2023, 2015])
    expect(ids(groups[1]!.papers)).toEqual([3, 4, 1, 2, 7])
  })
})

describe('pyqFilterOptions', () => {
  it('offers every year (newest first), stage and paper, Prelims papers first', () => {
    const options = pyqFilterOptions(papers)
    expect(options.years).toEqual([2025, 2023, 2015])
    expect(options.stages).toEqual(['prelims', 'mains'])
    expect(options.papers).toEqual([
      { value: 'gs-paper-1', label: 'GS Paper I' },
      { value: 'csat-paper-2', label: 'CSAT Paper II' },
      { value: 'punjabi-gurmukhi-script', label: 'Punjabi (Gurmukhi script)' },
      { value: 'gs-paper-4', label: 'GS Paper IV' },
    ])
  })
})

describe('pyqHref', () => {
  it('keeps the filters and the language in the address', () => {
    expect(pyqHref({ year: 2023, paper: 'gs-paper-1' }, 'en')).toBe('/pyq?year=2023&paper=gs-paper-1')
    expect(pyqHref({ stage: 'mains' }, 'pa')).toBe('/pyq?stage=mains&lang=pa')
    expect(pyqHref({}, 'en')).toBe('/pyq')
  })
})
