import { describe, expect, it } from 'vitest'

import { navigation } from '@/seed/content/site'

import { excerpt, resourceGroups, stageName, stageOfLink } from './resource-index'

describe('resourceGroups', () => {
  const groups = resourceGroups({ items: navigation })

  it('takes the two topic groups and their names from the menu', () => {
    expect(groups.title).toBe('Resources')
    expect(groups.stages).toEqual([
      { stage: 'prelims', name: 'GS PCS Prelims' },
      { stage: 'mains', name: 'GS PCS Mains' },
    ])
  })

  it('keeps the other entries with their menu behaviour: paid ones lead to /coming-soon', () => {
    expect(groups.others).toEqual([
      { name: 'NCERT', href: '/coming-soon', isPaid: true },
      { name: 'Punjab GK', href: '/coming-soon', isPaid: true },
      { name: 'CSAT', href: '/coming-soon', isPaid: true },
      { name: "Topper's PCS Answer Copies", href: '/products/toppers-answer-copies', isPaid: false },
      { name: 'Syllabus', href: '/syllabus', isPaid: false },
      { name: 'PYQ', href: '/pyq', isPaid: false },
    ])
  })

  it('follows what staff change in the menu, and still lists a stage whose group was removed', () => {
    const edited = resourceGroups({
      items: [
        {
          name: 'Study material',
          link: '/resources',
          submenu: [
            { name: 'Mains topics', link: '/resources#gs-pcs-mains' },
            { name: 'Syllabus', link: '/syllabus' },
          ],
        },
      ],
    })
    expect(edited.title).toBe('Study material')
    expect(edited.stages).toEqual([
      { stage: 'mains', name: 'Mains topics' },
      { stage: 'prelims', name: 'GS PCS Prelims' },
    ])
    expect(edited.others.map((entry) => entry.href)).toEqual(['/syllabus'])
    expect(stageName(edited, 'mains')).toBe('Mains topics')
  })
})

describe('stageOfLink', () => {
  it('recognises only the two stage anchors of /resources', () => {
    expect(stageOfLink('/resources#gs-pcs-prelims')).toBe('prelims')
    expect(stageOfLink('/resources#gs-pcs-mains')).toBe('mains')
    expect(stageOfLink('/resource/gs-pcs-mains_economy')).toBeNull()
    expect(stageOfLink('/syllabus')).toBeNull()
  })
})

describe('excerpt', () => {
  it('leaves a short text alone', () => {
    expect(excerpt('Polity of India.', 50)).toBe('Polity of India.')
  })

  it('cuts a long text at a word and marks the cut', () => {
    const text =
      'Indian Polity in Prelims GS Paper I tests the making and basic features of the Constitution, fundamental rights and duties.'
    const short = excerpt(text, 60)
    expect(short).toBe('Indian Polity in Prelims GS Paper I tests the making and…')
    expect(short.length).toBeLessThanOrEqual(61)
  })
})
