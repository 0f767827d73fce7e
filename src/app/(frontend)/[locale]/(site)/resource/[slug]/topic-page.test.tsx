// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import type { Media, Topic, User } from '@/payload-types'
import { navigation } from '@/seed/content/site'

/**
 * The topic page as a reader sees it, with the content reads replaced by what the data layer returns
 * for that reader (the access rules themselves are tested in tests/int/resources.int.test.ts).
 */

const reads = vi.hoisted(() => ({
  getResourceTopic: vi.fn(),
  readTopicForUser: vi.fn(),
  getEditorialAnalysesForTopic: vi.fn(),
  getUser: vi.fn(),
  getCurrentAffairsForTopic: vi.fn(),
}))

vi.mock('@/features/content/resources.server', () => ({
  getResourceTopic: reads.getResourceTopic,
  readTopicForUser: reads.readTopicForUser,
  getEditorialAnalysesForTopic: reads.getEditorialAnalysesForTopic,
}))
vi.mock('@/features/content/content.server', () => ({
  getNavigation: async () => ({ items: navigation }),
  getTopicsByStage: async () => [],
  getTestsForTopic: async () => [],
  getCurrentAffairsForTopic: reads.getCurrentAffairsForTopic,
}))
vi.mock('@/server/request-user.server', () => ({ getUser: reads.getUser }))
vi.mock('@/components/site/language-switch.client', () => ({ LanguageSwitch: () => <nav aria-label="Language" /> }))

const { TopicView, generateTopicMetadata: generateMetadata } = await import('./topic-view')

const notes: Topic['notes'] = {
  root: {
    type: 'root',
    direction: null,
    format: '',
    indent: 0,
    version: 1,
    children: [{ type: 'heading', tag: 'h2', version: 1, children: [{ type: 'text', text: 'Districts of Punjab', version: 1 }] }],
  },
}
const pdf = {
  id: 3,
  url: 'http://localhost:3000/api/media/file/districts.pdf',
  filename: 'districts.pdf',
  filesize: 5120,
  mimeType: 'application/pdf',
} as Media
const product = { id: 9, title: 'Punjab GK Complete Notes', slug: 'punjab-gk-complete-notes' }
const paidTopic = {
  id: 5,
  title: 'Punjab GK',
  slug: 'gs-pcs-prelims_punjab-gk',
  stage: 'prelims',
  key: 'punjab-gk',
  overview: 'The "About Punjab" part of Prelims GS Paper I.',
  availability: 'paid',
  products: [product],
  pdfs: [],
} as unknown as Topic

/** `viewer` is what the proxy picks: the cached visitor's page, or the page for a reader with a session. */
async function renderPage(slug: string, locale: 'en' | 'pa' = 'en', viewer: 'visitor' | 'signed-in' = 'signed-in') {
  const element = await TopicView({ params: Promise.resolve({ locale, slug }), viewer })
  const host = document.createElement('div')
  host.innerHTML = renderToStaticMarkup(element)
  return host
}

beforeEach(() => {
  vi.clearAllMocks()
  reads.getEditorialAnalysesForTopic.mockResolvedValue([])
  reads.getCurrentAffairsForTopic.mockResolvedValue([])
  reads.getUser.mockResolvedValue(null)
})

describe('a paid topic', () => {
  it('shows a signed-out visitor the overview and a lock naming the course, with sign-in coming back here', async () => {
    reads.getResourceTopic.mockResolvedValue(paidTopic)
    const page = await renderPage('gs-pcs-prelims_punjab-gk', 'pa')

    expect(page.querySelector('h1')?.textContent).toBe('Punjab GK')
    expect(page.querySelector('h1')?.getAttribute('lang')).toBe('pa')
    expect(page.textContent).toContain('The "About Punjab" part of Prelims GS Paper I.')
    const lock = page.querySelector('section[aria-labelledby="locked-heading"]')!
    expect(lock.querySelector('h2')?.textContent).toBe('ਪੂਰੇ ਨੋਟਸ ਦਾਖ਼ਲ ਉਮੀਦਵਾਰਾਂ ਲਈ ਹਨ')
    // The course's English title (no Punjabi given here) is marked as English on the Punjabi page.
    const course = lock.querySelector('a[href="/products/punjab-gk-complete-notes?lang=pa"]')
    expect(course?.textContent).toBe('Punjab GK Complete Notes')
    expect(course?.getAttribute('lang')).toBe('en')
    expect(lock.querySelector('a[href^="/sign-in"]')?.getAttribute('href')).toBe(
      '/sign-in?next=%2Fresource%2Fgs-pcs-prelims_punjab-gk%3Flang%3Dpa',
    )
    expect(page.textContent).not.toContain('Districts of Punjab')
    expect(reads.getResourceTopic).toHaveBeenCalledWith('gs-pcs-prelims_punjab-gk', 'pa')
  })

  it("renders the cached visitor's page without reading who is signed in", async () => {
    reads.getResourceTopic.mockResolvedValue(paidTopic)
    reads.getUser.mockResolvedValue({ id: 1 } as User)
    const page = await renderPage('gs-pcs-prelims_punjab-gk', 'en', 'visitor')
    expect(reads.getUser).not.toHaveBeenCalled()
    expect(page.querySelector('#locked-heading')).not.toBeNull()
    expect(page.querySelector('a[href^="/sign-in"]')).not.toBeNull()
  })

  it('shows an enrolled candidate the full notes and the PDF, read again for them', async () => {
    const user = { id: 1, email: 'gk@example.in' } as User
    reads.getResourceTopic.mockResolvedValue(paidTopic)
    reads.getUser.mockResolvedValue(user)
    reads.readTopicForUser.mockResolvedValue({ ...paidTopic, notes, pdfs: [{ id: 'r1', title: 'Districts at a glance', file: pdf }] })
    const page = await renderPage('gs-pcs-prelims_punjab-gk')

    expect(reads.readTopicForUser).toHaveBeenCalledWith(5, user, 'en')
    expect(page.querySelector('#locked-heading')).toBeNull()
    expect(page.querySelector('h2#section-districts-of-punjab')?.textContent).toBe('Districts of Punjab')
    const download = page.querySelector('a[download]')!
    expect(download.getAttribute('href')).toBe('/api/media/file/districts.pdf')
    expect(download.textContent).toBe('Districts at a glance (PDF, 5 KB)')
  })

  it('tells a signed-in candidate without an enrolment that the course unlocks it', async () => {
    reads.getResourceTopic.mockResolvedValue(paidTopic)
    reads.getUser.mockResolvedValue({ id: 2 } as User)
    reads.readTopicForUser.mockResolvedValue(paidTopic)
    const page = await renderPage('gs-pcs-prelims_punjab-gk')
    expect(page.querySelector('#locked-heading')).not.toBeNull()
    expect(page.querySelector('a[href^="/sign-in"]')).toBeNull()
    expect(page.textContent).toContain('Your account has no active enrolment that includes these notes.')
  })
})

describe('a free topic', () => {
  it('never reads the topic again for a free topic whose files are all open', async () => {
    reads.getResourceTopic.mockResolvedValue({
      ...paidTopic,
      availability: 'free',
      products: [],
      notes,
      pdfs: [{ id: 'r1', title: 'Districts', file: pdf }],
    })
    await renderPage('gs-pcs-prelims_punjab-gk')
    expect(reads.getUser).not.toHaveBeenCalled()
    expect(reads.readTopicForUser).not.toHaveBeenCalled()
  })

  it('locks a paid PDF inside it and offers the courses and sign-in instead of the link', async () => {
    reads.getResourceTopic.mockResolvedValue({
      ...paidTopic,
      availability: 'free',
      products: [],
      notes,
      pdfs: [
        { id: 'r1', title: 'Answer framework', file: pdf },
        { id: 'r2', title: 'State schemes compendium', file: 44 },
      ],
    })
    const page = await renderPage('gs-pcs-prelims_punjab-gk')
    const items = [...page.querySelectorAll('section[aria-labelledby="files-heading"] li')]
    expect(items).toHaveLength(2)
    expect(items[1]!.querySelector('a[download]')).toBeNull()
    expect(items[1]!.querySelector('svg[aria-hidden="true"]')).not.toBeNull()
    expect(items[1]!.textContent).toContain('State schemes compendium')
    expect(items[1]!.querySelector('a[href="/products"]')?.textContent).toBe('Enrol in a course')
    expect(items[1]!.querySelector('a[href^="/sign-in?next="]')).not.toBeNull()
  })

  it('links related current affairs to the article on its Indian day and analyses to their pages', async () => {
    reads.getResourceTopic.mockResolvedValue({ ...paidTopic, availability: 'free', products: [], notes, pdfs: [] })
    reads.getCurrentAffairsForTopic.mockResolvedValue([
      { id: 1, title: 'New district rules', slug: 'new-district-rules', date: '2026-11-21T20:00:00.000Z' },
    ])
    reads.getEditorialAnalysesForTopic.mockResolvedValue([
      { id: 2, title: 'Water and Punjab', slug: 'water-and-punjab', date: '2026-11-20T12:00:00.000Z', newspaper: 'The Tribune' },
    ])
    const page = await renderPage('gs-pcs-prelims_punjab-gk')
    expect(page.querySelector('a[href="/current-affairs/daily-current-affairs/2026-11-22#new-district-rules"]')?.textContent).toBe(
      'New district rules',
    )
    expect(page.querySelector('a[href="/current-affairs/editorial-analysis/water-and-punjab"]')?.textContent).toBe('Water and Punjab')
  })
})

describe('addresses', () => {
  it('answers 404 for an address outside the two topic families, without reading', async () => {
    await expect(renderPage('ncert')).rejects.toThrow()
    expect(reads.getResourceTopic).not.toHaveBeenCalled()
  })

  it('titles the page with the menu name of its stage', async () => {
    reads.getResourceTopic.mockResolvedValue(paidTopic)
    const metadata = await generateMetadata({ params: Promise.resolve({ locale: 'en', slug: 'gs-pcs-prelims_punjab-gk' }) })
    expect(metadata.title).toBe('Punjab GK: GS PCS Prelims notes')
  })
})
