import { describe, expect, it } from 'vitest'

import { untranslatedWords } from '@/i18n/proper-nouns'
import { navigation, navigationPunjabi } from '@/seed/content/site'

import { toMenu } from './menu'

describe('toMenu', () => {
  const menu = toMenu({ items: navigation })
  const resources = menu.find((entry) => entry.name === 'Resources')!
  const currentAffairs = menu.find((entry) => entry.name === 'Punjab Current Affairs')!

  it('sends every paid entry, NCERT included, to /coming-soon', () => {
    const paid = [...resources.submenu, ...currentAffairs.submenu].filter((entry) => entry.isPaid)
    expect(paid.map((entry) => entry.name)).toEqual([
      'NCERT',
      'Punjab GK',
      'CSAT',
      'CA Tracker',
      'Monthly CA consolidation',
      'Monthly Editorial Consolidation',
      'Monthly MCQ Consolidation',
    ])
    for (const entry of paid) expect(entry.href).toBe('/coming-soon')
  })

  it('keeps free entries on their own links', () => {
    expect(currentAffairs.submenu.find((entry) => entry.name === 'Daily CA')?.href).toBe('/current-affairs/daily-current-affairs')
    expect(resources.submenu.find((entry) => entry.name === 'GS PCS Prelims')?.children.map((child) => child.href)).toContain(
      '/resource/gs-pcs-prelims_punjab-gk',
    )
  })

  it('sends a paid child entry to /coming-soon too', () => {
    const [entry] = toMenu({
      items: [
        {
          name: 'Resources',
          link: '/resources',
          submenu: [{ name: 'Mains', link: '/m', children: [{ name: 'Ethics', link: '/e', isPaid: true }] }],
        },
      ],
    })
    expect(entry!.submenu[0]!.children[0]!.href).toBe('/coming-soon')
  })

  it('has every seeded entry’s name in Punjabi, in Gurmukhi but for names and acronyms', () => {
    const names = menu.flatMap((entry) => [entry, ...entry.submenu.flatMap((sub) => [sub, ...sub.children])]).map((entry) => entry.name)
    const missing = names.filter((name) => navigationPunjabi[name] === undefined || untranslatedWords(navigationPunjabi[name]).length > 0)
    expect(missing).toEqual([])
  })
})
