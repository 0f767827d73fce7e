import type { Product, PyqPaper } from '@/payload-types'

/** Names of the library's fixed choices as the pages show them (the collections store the values). */

export const productKindNames: Record<Product['kind'], { one: string; many: string }> = {
  course: { one: 'Course', many: 'Coaching courses' },
  'test-series': { one: 'Test series', many: 'Test series' },
  notes: { one: 'Notes', many: 'Notes and magazines' },
  'answer-copies': { one: 'Answer copies', many: 'Answer copies' },
}

export const productLanguageNames: Record<Product['language'], string> = {
  english: 'English',
  punjabi: 'Punjabi',
  bilingual: 'English and Punjabi',
}

export const pyqStageNames: Record<PyqPaper['stage'], string> = { prelims: 'Prelims', mains: 'Mains' }

/** A person's initials for an avatar when there is no photo: "Harmanpreet Singh Sidhu" → "HS". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const first = words[0]?.[0] ?? ''
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : ''
  return (first + last).toUpperCase()
}
