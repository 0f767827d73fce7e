import { getTranslator } from '@/i18n/translator'
import type { Locale } from '@/i18n/locale'

const slugOf = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/^-|-$/g, '')

/** An article's category in the page's language; one the catalogue does not know is shown as staff typed it, in English. */
export function ArticleCategory({ category, locale, className }: { category: string; locale: Locale; className?: string }) {
  const t = getTranslator(locale, 'currentAffairs')
  const key = `categories.${slugOf(category)}`
  return t.has(key as 'categories.polity') ? (
    <p className={className}>{t(key as 'categories.polity')}</p>
  ) : (
    <p className={className} lang="en">
      {category}
    </p>
  )
}

/** "Analysis of The Tribune editorial “…”": the editorial's headline is the newspaper's own, in English. */
export function EditorialOf({ analysis, locale }: { analysis: { editorialTitle: string; newspaper: string }; locale: Locale }) {
  const t = getTranslator(locale, 'currentAffairs')
  return t.rich('editorialOf', {
    newspaper: analysis.newspaper,
    title: analysis.editorialTitle,
    headline: (chunks) => <span lang="en">{chunks}</span>,
  })
}
