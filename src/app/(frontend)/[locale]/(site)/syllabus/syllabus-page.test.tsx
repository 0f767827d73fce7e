// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

import type { Syllabus } from '@/payload-types'
import { syllabus as seed } from '@/seed/content/syllabus'

/** The syllabus page renders the Syllabus global (here: the demo seed's content) in either language. */

const fromSeed = (locale: 'en' | 'pa'): Syllabus => ({
  id: 1,
  title: seed.title[locale],
  intro: seed.intro[locale],
  stages: seed.stages.map((stage, stageIndex) => ({
    id: `s${stageIndex}`,
    key: stage.key,
    title: stage.title[locale],
    summary: stage.summary[locale],
    papers: stage.papers.map((paper, paperIndex) => ({
      id: `s${stageIndex}p${paperIndex}`,
      title: paper.title[locale],
      questions: paper.questions,
      marksPerQuestion: paper.marksPerQuestion,
      totalMarks: paper.totalMarks,
      durationMinutes: paper.durationMinutes,
      negativeMarking: paper.negativeMarking?.[locale],
      qualifyingPercent: paper.qualifyingPercent,
      syllabus: paper.syllabus[locale].join('\n'),
      topics: paper.topics.map(({ stage: topicStage, key }, index) => ({
        id: stageIndex * 100 + paperIndex * 10 + index,
        title: key,
        slug: `gs-pcs-${topicStage}_${key}`,
        stage: topicStage,
        key,
        overview: '',
        createdAt: '',
        updatedAt: '',
      })),
    })),
  })),
  notes: seed.notes.map((note, index) => ({ id: `n${index}`, note: note[locale] })),
})

vi.mock('@/features/content/resources.server', () => ({ getSyllabus: async (locale: 'en' | 'pa') => fromSeed(locale) }))
vi.mock('@/components/site/language-switch.client', () => ({ LanguageSwitch: () => <nav aria-label="Language" /> }))

const { default: SyllabusPage } = await import('./page')

async function renderPage(locale: 'en' | 'pa' = 'en') {
  const host = document.createElement('div')
  host.innerHTML = renderToStaticMarkup(await SyllabusPage({ params: Promise.resolve({ locale }) }))
  return host
}

const rowCells = (page: HTMLElement, paperTitle: string) => {
  const row = [...page.querySelectorAll('tbody tr')].find((tr) => tr.querySelector('th')?.textContent === paperTitle)!
  return [...row.querySelectorAll('td')].map((cell) => cell.textContent)
}

describe('the syllabus page', () => {
  it('shows the Prelims papers with questions, marks, duration, negative marking and the CSAT qualifying mark', async () => {
    const page = await renderPage()
    expect(page.querySelector('h1')?.textContent).toBe('PPSC Civil Services: exam pattern and syllabus')
    expect(rowCells(page, 'Paper I: General Studies')).toEqual(['100', '2', '200', '2 hours', 'None', '–none'])
    expect(rowCells(page, 'Paper II: Civil Services Aptitude Test (CSAT)')).toEqual([
      '80',
      '2.5',
      '200',
      '2 hours',
      'None',
      '40% (qualifying only)',
    ])
  })

  it('shows each stage as a section with a table, and the Mains papers with their marks', async () => {
    const page = await renderPage()
    expect([...page.querySelectorAll('h2')].map((heading) => heading.textContent)).toEqual([
      'Preliminary Examination',
      'Main Examination',
      'Interview',
      'Good to know',
    ])
    expect(page.querySelectorAll('table')).toHaveLength(3)
    expect(rowCells(page, 'Paper III: Essay')[2]).toBe('150')
    expect(page.querySelectorAll('#mains tbody tr')).toHaveLength(7)
  })

  it('links each paper to its topic pages and lists its syllabus lines', async () => {
    const page = await renderPage()
    const csat = page.querySelector('section[aria-labelledby="prelims-paper-2"]')!
    expect(csat.querySelector('a[href="/resource/gs-pcs-prelims_csat"]')).not.toBeNull()
    expect(csat.querySelectorAll('ul')[0]!.children).toHaveLength(8)
    const gs4 = page.querySelector('section[aria-labelledby="mains-paper-7"]')!
    expect([...gs4.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toContain('/resource/gs-pcs-mains_ethics')
  })

  it('reads in Punjabi with ?lang=pa', async () => {
    const page = await renderPage('pa')
    expect(page.querySelector('h1')?.getAttribute('lang')).toBe('pa')
    expect(page.querySelector('h1')?.textContent).toMatch(/[\u0A00-\u0A7F]/)
    expect(rowCells(page, 'ਪੇਪਰ II: ਸਿਵਲ ਸਰਵਿਸਿਜ਼ ਐਪਟੀਟਿਊਡ ਟੈਸਟ (ਸੀਸੈਟ)')).toEqual(['80', '2.5', '200', '2 ਘੰਟੇ', 'ਕੋਈ ਨਹੀਂ', '40% (ਸਿਰਫ਼ ਯੋਗਤਾ ਲਈ)'])
    // The table's own words are Punjabi too: its caption and column headings.
    expect(page.querySelector('caption')?.textContent).toMatch(/: ਪੇਪਰ ਅਤੇ ਅੰਕ$/)
    expect([...page.querySelectorAll('thead th')].map((th) => th.textContent)).toContain('ਕੁੱਲ ਅੰਕ')
  })
})
