'use client'

import { useTranslations } from 'use-intl'

import type { Locale } from '@/i18n/locale'

import type { StatusCounts } from '../palette'
import { type PaperSection, localText } from '@/domain/test-engine/types'
import styles from './exam-screen.module.css'

type SectionTabsProps = {
  sections: PaperSection[]
  currentSectionId: string | null
  counts: Record<string, StatusCounts>
  language: Locale
  isLocked: boolean
  onOpenSection: (section: PaperSection) => void
}

/** The paper's sections with how many of each are answered; choosing one opens its first question. */
export function SectionTabs({ sections, currentSectionId, counts, language, isLocked, onOpenSection }: SectionTabsProps) {
  const t = useTranslations('exam')
  return (
    <nav className={styles.sections} aria-label={t('sections')}>
      <ul className={styles.sectionList}>
        {sections.map((section) => {
          const title = localText(section.title, language)
          const sectionCounts = counts[section.id]
          const answered = sectionCounts ? sectionCounts.answered + sectionCounts['answered-marked'] : 0
          return (
            <li key={section.id}>
              <button
                type="button"
                className={styles.sectionTab}
                aria-current={section.id === currentSectionId ? 'true' : undefined}
                data-section-id={section.id}
                disabled={isLocked}
                onClick={() => onOpenSection(section)}
              >
                <span lang={title.lang}>{title.text}</span>{' '}
                <span className={styles.sectionCount}>
                  {answered}/{section.questions.length}
                  <span className="visually-hidden"> {t('sectionAnswered')}</span>
                </span>
              </button>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
