import { describe, expect, it } from 'vitest'

import { bookmarksHref, bookmarkTopics, dashboardPath, filterBookmarks, readTopicParam } from './bookmark-filter'

const polity = { slug: 'gs-pcs-prelims_polity', title: 'Polity' }
const punjab = { slug: 'gs-pcs-prelims_punjab-gk', title: 'Punjab GK' }
const bookmarks = [
  { id: 1, topic: punjab },
  { id: 2, topic: polity },
  { id: 3, topic: null },
  { id: 4, topic: punjab },
]

describe('the bookmarks’ topic filter', () => {
  it('reads a topic slug from the address and ignores anything else', () => {
    expect(readTopicParam('gs-pcs-prelims_polity')).toBe('gs-pcs-prelims_polity')
    expect(readTopicParam(['gs-pcs-mains_economy', 'x'])).toBe('gs-pcs-mains_economy')
    expect(readTopicParam(' GS-PCS-Prelims_Polity ')).toBe('gs-pcs-prelims_polity')
    expect(readTopicParam(undefined)).toBeNull()
    expect(readTopicParam('')).toBeNull()
    expect(readTopicParam('../admin')).toBeNull()
    expect(readTopicParam('polity"><script>')).toBeNull()
  })

  it('offers each topic of the candidate’s bookmarks once, with its count, by title', () => {
    expect(bookmarkTopics(bookmarks)).toEqual([
      { ...polity, count: 1 },
      { ...punjab, count: 2 },
    ])
    expect(bookmarkTopics([{ topic: null }])).toEqual([])
  })

  it('shows the chosen topic’s bookmarks, or all of them with no topic', () => {
    expect(filterBookmarks(bookmarks, punjab.slug).map((bookmark) => bookmark.id)).toEqual([1, 4])
    expect(filterBookmarks(bookmarks, null).map((bookmark) => bookmark.id)).toEqual([1, 2, 3, 4])
    expect(filterBookmarks(bookmarks, 'gs-pcs-prelims_science')).toEqual([])
  })

  it('links to the dashboard at its bookmarks, in the reader’s language', () => {
    expect(bookmarksHref(polity.slug, 'en')).toBe('/dashboard?topic=gs-pcs-prelims_polity#bookmarks')
    expect(bookmarksHref(null, 'en')).toBe('/dashboard#bookmarks')
    expect(bookmarksHref(polity.slug, 'pa')).toBe('/dashboard?topic=gs-pcs-prelims_polity&lang=pa#bookmarks')
    expect(dashboardPath(null, 'pa')).toBe('/dashboard?lang=pa')
  })
})
