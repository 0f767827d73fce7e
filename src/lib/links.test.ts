import { readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

import { fileTypeLabel, formatDuration, formatFileSize } from '@/i18n/format'
import { DAY_SLOT } from './indian-day'
import { dailyArticleHref, dailyDayHref, opensPage, productHref, resultHref, routeList, routes, signInHref, signUpHref } from './links'
import { routeByLocale } from './locale-routing'

const pagesRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../app/(frontend)/[locale]')

/** Every folder below `[locale]` that has a page, as its address pattern (route groups left out). */
function pagePatterns(folder = pagesRoot): string[] {
  const entries = readdirSync(folder, { withFileTypes: true })
  const here = entries.some((entry) => entry.isFile() && entry.name === 'page.tsx')
    ? [
        '/' +
          path
            .relative(pagesRoot, folder)
            .split(path.sep)
            .filter((segment) => !/^\(.*\)$/.test(segment))
            .join('/'),
      ]
    : []
  return [...here, ...entries.filter((entry) => entry.isDirectory()).flatMap((entry) => pagePatterns(path.join(folder, entry.name)))]
}

const SIGNED_IN = '/signed-in'
const onDisk = pagePatterns()
const signedInTwins = onDisk.filter((page) => page.startsWith(`${SIGNED_IN}/`)).map((page) => page.slice(SIGNED_IN.length))
const markedWithTwin = routeList.filter((page) => page.hasSignedInView).map((page) => page.pattern)

describe('the route table and the pages on disk', () => {
  it('finds the signed-in twins it checks', () => {
    expect(signedInTwins).toContain('/resource/[slug]')
    expect(signedInTwins).toContain('/current-affairs/daily-cs-mcqs/[slug]')
  })

  it('marks every page that has a signed-in/ twin folder as having a signed-in view', () => {
    for (const twin of signedInTwins)
      expect(markedWithTwin, `signed-in${twin} has no entry with hasSignedInView in src/lib/links.ts`).toContain(twin)
  })

  it('has a signed-in/ twin folder for every page it marks as having a signed-in view', () => {
    for (const pattern of markedWithTwin)
      expect(signedInTwins, `${pattern} is marked hasSignedInView but has no signed-in/ page`).toContain(pattern)
  })

  it('names only pages that exist', () => {
    for (const page of routeList) expect(onDisk, `${page.pattern} has no page.tsx`).toContain(page.pattern)
  })

  it('lets the proxy render each marked page, and only those, per reader when a session is there', () => {
    const sample = (pattern: string) => pattern.replace(/\[[^\]]+\]/g, 'x')
    for (const page of routeList) {
      const route = routeByLocale({
        pathname: sample(page.pattern),
        search: '',
        method: 'GET',
        remembered: undefined,
        isDocument: true,
        hasSession: true,
      })
      expect(route, page.pattern).toMatchObject({
        pathname: `/en${page.hasSignedInView ? SIGNED_IN : ''}${sample(page.pattern) === '/' ? '' : sample(page.pattern)}`,
      })
    }
  })

  it('lists in the sitemap as they are only pages without segments to fill', () => {
    for (const page of routeList.filter((entry) => entry.sitemap === 'page')) expect(page.pattern).not.toMatch(/\[/)
  })
})

describe('the route builders', () => {
  it('fill a pattern’s segments in order', () => {
    expect(routes.topic.href('gs-pcs-prelims_polity')).toBe('/resource/gs-pcs-prelims_polity')
    expect(routes.attempt.href('mock-1', 42)).toBe('/test/mock-1/attempt/42')
    expect(routes.questionOfTheDay.href('2026-11-22')).toBe('/current-affairs/questions/2026-11-22')
    expect(routes.home.href()).toBe('/')
  })

  it('put the result’s attempt in the query', () => {
    expect(resultHref(42)).toBe('/result?attempt=42')
  })

  it('give a product page in either language', () => {
    expect(productHref('pcs-prelims')).toBe('/products/pcs-prelims')
    expect(productHref('pcs-prelims', 'pa')).toBe('/products/pcs-prelims?lang=pa')
  })

  it('tell whether an address opens a page', () => {
    expect(opensPage('/sign-in', routes.signIn)).toBe(true)
    expect(opensPage('/sign-in?next=%2Fdashboard', routes.signIn)).toBe(true)
    expect(opensPage('/sign-in-help', routes.signIn)).toBe(false)
    expect(opensPage('/resource/csat#notes', routes.topic)).toBe(true)
    expect(opensPage('/resource/csat/more', routes.topic)).toBe(false)
  })
})

describe('signInHref and signUpHref', () => {
  it('encode the return address, its query and language included', () => {
    expect(signInHref('/resource/gs-pcs-prelims_punjab-gk?lang=pa')).toBe(
      '/sign-in?next=%2Fresource%2Fgs-pcs-prelims_punjab-gk%3Flang%3Dpa',
    )
    expect(new URL(signInHref('/test/mock-1?from=a&b=c#top'), 'http://site.invalid').searchParams.get('next')).toBe(
      '/test/mock-1?from=a&b=c#top',
    )
    expect(signUpHref('/pyq?year=2023&lang=pa')).toBe('/sign-up?next=%2Fpyq%3Fyear%3D2023%26lang%3Dpa')
  })

  it('leave out the return address when it is home or not given', () => {
    expect(signInHref()).toBe('/sign-in')
    expect(signInHref('/')).toBe('/sign-in')
    expect(signUpHref('/', 'pa')).toBe('/sign-up?lang=pa')
  })

  it('open the form in the reader’s language, apart from the language of the page it returns to', () => {
    expect(signInHref('/dashboard', 'pa')).toBe('/sign-in?next=%2Fdashboard&lang=pa')
    expect(signInHref('/dashboard?lang=pa', 'en')).toBe('/sign-in?next=%2Fdashboard%3Flang%3Dpa')
  })
})

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

describe('a day’s address with DAY_SLOT, filled in by the day jump in the browser', () => {
  it('is the address the route table makes for that day', () => {
    for (const day of ['2026-11-22', '2025-01-01']) expect(dailyDayHref(DAY_SLOT).replace(DAY_SLOT, day)).toBe(dailyDayHref(day))
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
