import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { getTranslator } from '@/i18n/translator'
import { getLegalPage, type LegalSlug } from '@/features/content/public.server'
import { formatIndianDate } from '@/i18n/format'
import { type Locale, withLocale } from '@/i18n/locale'
import { pageMetadata } from '@/lib/metadata'
import { routes } from '@/lib/links'

import styles from './legal-page.module.css'

const pages = {
  'terms-of-use': { key: 'terms', path: routes.terms.href() },
  'privacy-policy': { key: 'privacy', path: routes.privacy.href() },
} as const

export async function legalPageMetadata(slug: LegalSlug, locale: Locale): Promise<Metadata> {
  const { key, path } = pages[slug]
  const t = getTranslator(locale, 'legal')
  const page = await getLegalPage(slug, locale)
  return pageMetadata({ title: page.title || t(`${key}.title`), description: t(`${key}.description`), path, locale })
}

/** A section's text: paragraphs split by an empty line; lines starting with "- " make a list. */
function Body({ text }: { text: string }) {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block, index) => {
      const lines = block.split('\n').map((line) => line.trim())
      const items = lines.filter((line) => line.startsWith('- '))
      if (items.length === 0) return <p key={index}>{lines.join(' ')}</p>
      const lead = lines.filter((line) => !line.startsWith('- ')).join(' ')
      return (
        <div key={index}>
          {lead ? <p>{lead}</p> : null}
          <ul>
            {items.map((item) => (
              <li key={item}>{item.slice(2)}</li>
            ))}
          </ul>
        </div>
      )
    })
}

/**
 * The terms of use or the privacy policy (staff-edited globals): title, introduction, date, contents
 * and sections. Text the staff have not translated falls back to English and is marked so.
 */
export async function LegalPageView({ slug, locale }: { slug: LegalSlug; locale: Locale }) {
  const t = getTranslator(locale, 'legal')
  const [page, english] = await Promise.all([getLegalPage(slug, locale), locale === 'en' ? null : getLegalPage(slug, 'en')])
  if (!page.title) notFound()
  // Payload falls back to English for a field with no Punjabi: such text is marked as English.
  const lang = (text: string | null | undefined, englishText: string | null | undefined) =>
    english && text === englishText ? 'en' : undefined
  const sections = page.sections ?? []
  return (
    <article className={`container ${styles.page}`} aria-labelledby="legal-heading">
      <header className={styles.header}>
        <h1 id="legal-heading" lang={lang(page.title, english?.title)}>
          {page.title}
        </h1>
        <p className={styles.intro} lang={lang(page.intro, english?.intro)}>
          {page.intro}
        </p>
        <p className={styles.updated}>{t('updated', { date: formatIndianDate(page.lastUpdated, locale) })}</p>
      </header>
      {sections.length > 1 ? (
        <nav aria-labelledby="legal-contents" className={styles.contents}>
          <h2 id="legal-contents">{t('contents')}</h2>
          <ol>
            {sections.map((section, index) => (
              <li key={section.id ?? index} lang={lang(section.heading, english?.sections?.[index]?.heading)}>
                <a href={`#section-${index + 1}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {sections.map((section, index) => (
        <section
          key={section.id ?? index}
          id={`section-${index + 1}`}
          aria-labelledby={`section-${index + 1}-heading`}
          className={styles.section}
        >
          <h2 id={`section-${index + 1}-heading`} lang={lang(section.heading, english?.sections?.[index]?.heading)}>
            {section.heading}
          </h2>
          <div lang={lang(section.body, english?.sections?.[index]?.body)}>
            <Body text={section.body} />
          </div>
        </section>
      ))}
      <p className={styles.questions}>
        {t.rich('questions', { link: (chunks) => <Link href={withLocale(routes.contactUs.href(), locale)}>{chunks}</Link> })}
      </p>
    </article>
  )
}
