// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

import { navigation } from '@/seed/content/site'
import { topics } from '@/seed/content/topics'

/** The Resources index from the demo menu and topics: both stage groups, then the menu's other entries. */

vi.mock('@/features/content/content.server', () => ({ getNavigation: async () => ({ items: navigation }) }))
vi.mock('@/features/content/resources.server', () => ({
  getResourceTopics: async (locale: 'en' | 'pa') =>
    topics.map((topic, index) => ({
      id: index + 1,
      title: topic.title[locale],
      slug: `gs-pcs-${topic.stage}_${topic.key}`,
      stage: topic.stage,
      overview: topic.overview[locale],
      availability: topic.key === 'punjab-gk' && topic.stage === 'prelims' ? 'paid' : 'free',
    })),
  getSyllabus: async () => ({
    stages: [{ key: 'prelims', title: 'Preliminary Examination', summary: 'Two objective papers of 200 marks each.' }],
  }),
}))
vi.mock('@/components/site/language-switch.client', () => ({ LanguageSwitch: () => <nav aria-label="Language" /> }))

const { default: ResourcesPage } = await import('./page')

async function renderPage(locale: 'en' | 'pa' = 'en') {
  const host = document.createElement('div')
  host.innerHTML = renderToStaticMarkup(await ResourcesPage({ params: Promise.resolve({ locale }) }))
  return host
}

describe('the resources index', () => {
  it('lists the 7 Prelims and 20 Mains topics under their menu names and anchors, with overviews', async () => {
    const page = await renderPage()
    expect(page.querySelector('h1')?.textContent).toBe('Resources')
    const prelims = page.querySelector('section#gs-pcs-prelims')!
    const mains = page.querySelector('section#gs-pcs-mains')!
    expect(prelims.querySelector('h2')?.textContent).toBe('GS PCS Prelims')
    expect(prelims.querySelectorAll('a[href^="/resource/gs-pcs-prelims_"]')).toHaveLength(7)
    expect(mains.querySelectorAll('a[href^="/resource/gs-pcs-mains_"]')).toHaveLength(20)
    expect(prelims.textContent).toContain('Two objective papers of 200 marks each.')
    expect(prelims.querySelector('a[href="/resource/gs-pcs-prelims_polity"]')!.closest('li')!.textContent).toContain(
      'Indian Polity in Prelims GS Paper I',
    )
    expect(prelims.querySelector('a[href="/resource/gs-pcs-prelims_punjab-gk"]')!.closest('li')!.textContent).toContain('Paid notes')
  })

  it('sends the paid groups to /coming-soon as the menu does, and keeps the others on their links', async () => {
    const page = await renderPage()
    const more = page.querySelector('section#more-resources')!
    const links = Object.fromEntries([...more.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]))
    expect(links).toEqual({
      'NCERT (paid, coming soon)': '/coming-soon',
      'Punjab GK (paid, coming soon)': '/coming-soon',
      'CSAT (paid, coming soon)': '/coming-soon',
      "Topper's PCS Answer Copies": '/products/toppers-answer-copies',
      Syllabus: '/syllabus',
      PYQ: '/pyq',
    })
  })

  it('shows the topics in Punjabi with ?lang=pa', async () => {
    const page = await renderPage('pa')
    const card = page.querySelector('a[href="/resource/gs-pcs-prelims_polity"]')!.closest('li')!
    expect(card.getAttribute('lang')).toBe('pa')
    expect(card.querySelector('a')?.textContent).toBe('ਰਾਜ-ਵਿਵਸਥਾ')
  })
})
