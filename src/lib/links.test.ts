import { describe, expect, it } from 'vitest'

import { fileTypeLabel, formatDuration, formatFileSize } from '@/i18n/format'
import { dailyArticleHref, signInHref } from './links'

describe('dailyArticleHref', () => {
  it('links an article to its day in India, anchored at the article', () => {
    expect(dailyArticleHref({ slug: 'punjab-cabinet-water-policy', date: '2026-11-22T12:00:00.000Z' })).toBe(
      '/current-affairs/daily-current-affairs/2026-11-22#punjab-cabinet-water-policy',
    )
  })

  it('uses the Indian calendar day, not the UTC one', () => {
    // 20:00 UTC on 21 Nov is 01:30 on 22 Nov in India.
    expect(dailyArticleHref({ slug: 'a', date: '2026-11-21T20:00:00.000Z' })).toBe('/current-affairs/daily-current-affairs/2026-11-22#a')
    expect(dailyArticleHref({ slug: 'b', date: '2026-01-05T10:00:00.000Z' })).toBe('/current-affairs/daily-current-affairs/2026-01-05#b')
  })
})

describe('signInHref', () => {
  it('comes back to the page, its language included', () => {
    expect(signInHref('/resource/gs-pcs-prelims_punjab-gk?lang=pa')).toBe('/sign-in?next=%2Fresource%2Fgs-pcs-prelims_punjab-gk%3Flang%3Dpa')
  })
})

describe('file labels', () => {
  it('gives sizes in bytes, KB or MB', () => {
    expect(formatFileSize(850)).toBe('850 bytes')
    expect(formatFileSize(14_500)).toBe('14 KB')
    expect(formatFileSize(2_516_582)).toBe('2.4 MB')
    expect(formatFileSize(3 * 1024 * 1024)).toBe('3 MB')
  })

  it('names the file type', () => {
    expect(fileTypeLabel('application/pdf', 'notes.pdf')).toBe('PDF')
    expect(fileTypeLabel('image/svg+xml', 'map.svg')).toBe('SVG')
    expect(fileTypeLabel(null, 'answers.docx')).toBe('DOCX')
  })
})

describe('formatDuration', () => {
  it('reads as hours and minutes', () => {
    expect(formatDuration(120)).toBe('2 hours')
    expect(formatDuration(180)).toBe('3 hours')
    expect(formatDuration(60)).toBe('1 hour')
    expect(formatDuration(90)).toBe('1 hour 30 minutes')
    expect(formatDuration(45)).toBe('45 minutes')
  })
})
