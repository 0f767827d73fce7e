import { formatMonths } from '@/i18n/format'
import type { Locale } from '@/i18n/locale'
import { getTranslator } from '@/i18n/translator'
import type { SuccessStory } from '@/payload-types'

/**
 * "Foundation Course (Online): 14 months, paid": the course a story's candidate took (ADR 049), or null
 * while a draft lacks part of it.
 */
export function storyCourseLine(story: Pick<SuccessStory, 'course' | 'courseMonths' | 'courseFee'>, locale: Locale): string | null {
  if (!story.course || !story.courseMonths || !story.courseFee) return null
  const t = getTranslator(locale, 'library')
  return t('stories.courseAndTerms', {
    course: story.course,
    duration: formatMonths(story.courseMonths, locale),
    fee: t(`stories.fees.${story.courseFee}`),
  })
}

/**
 * A person's initials for an avatar when there is no photo: "Harmanpreet Singh Sidhu" → "HS".
 * (The names of the library's fixed choices, kinds, languages and stages, are in the message catalogue.)
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const first = words[0]?.[0] ?? ''
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : ''
  return (first + last).toUpperCase()
}
