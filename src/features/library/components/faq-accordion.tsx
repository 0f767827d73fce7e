import { type Locale, textLang } from '@/i18n/locale'

import styles from './library.module.css'

export type FaqItem = { id?: string | number | null; question: string; answer: string }

/**
 * Questions that open to their answers: native <details>/<summary>, so it works without JavaScript,
 * opens with Enter or Space, and screen readers announce it as expanded or collapsed.
 */
export function FaqAccordion({ items, locale, idPrefix }: { items: FaqItem[]; locale: Locale; idPrefix: string }) {
  return (
    <div className={styles.accordion} lang={locale}>
      {items.map((item, index) => (
        <details
          key={item.id ?? index}
          id={`${idPrefix}-${item.id ?? index}`}
          className={styles.faq}
          lang={textLang(item.question, locale)}
        >
          <summary>
            <span>{item.question}</span>
            <svg className={styles.chevron} aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
              <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </summary>
          <div className={styles.answer}>
            {item.answer
              .split(/\n\s*\n/)
              .filter(Boolean)
              .map((paragraph, paragraphIndex) => (
                <p key={paragraphIndex}>{paragraph}</p>
              ))}
          </div>
        </details>
      ))}
    </div>
  )
}
