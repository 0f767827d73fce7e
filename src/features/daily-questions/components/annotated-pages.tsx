import { useTranslations } from 'use-intl'

import type { Locale } from '@/i18n/locale'
import { textLang } from '@/i18n/locale'

import type { AnswerPageView, PinnedComment } from '../types'
import styles from './daily-questions.module.css'

/**
 * A handwritten answer's pages as the candidate sent them, with the evaluator's comments pinned where
 * they were placed: numbered markers on the page, and the same numbers in the list beside it, which is
 * what a screen reader reads (the markers are a picture of the list).
 */
export function AnnotatedPages({
  pages,
  pins,
  locale,
  idPrefix,
}: {
  pages: AnswerPageView[]
  pins: PinnedComment[]
  locale: Locale
  idPrefix: string
}) {
  const t = useTranslations('dailyQuestions')
  return (
    <div className={styles.pages} data-testid="qotd-pages">
      {pages.map((page) => {
        const onPage = pins.filter((pin) => pin.page === page.page)
        const listId = `${idPrefix}-page-${page.page}-comments`
        return (
          <figure key={page.page} className={styles.page} data-testid={`qotd-page-${page.page}`}>
            <div className={styles.pageImage}>
              {/* eslint-disable-next-line @next/next/no-img-element -- a private file, served only to its writer and staff */}
              <img
                src={page.src}
                alt={t('handwritten.pageAlt', { page: page.page })}
                width={page.width}
                height={page.height}
                loading="lazy"
              />
              {onPage.map((pin) => (
                <span
                  key={pin.number}
                  className={styles.pin}
                  style={{ left: `${pin.x * 100}%`, top: `${pin.y * 100}%` }}
                  aria-hidden="true"
                >
                  {pin.number}
                </span>
              ))}
            </div>
            <figcaption>
              <strong>{t('handwritten.pageNumber', { page: page.page })}</strong>
              {pins.length > 0 ? (
                onPage.length > 0 ? (
                  <ol id={listId} className={styles.pinList} aria-label={t('handwritten.commentsOnPage', { page: page.page })}>
                    {onPage.map((pin) => (
                      <li key={pin.number} value={pin.number} data-testid="qotd-pin-comment">
                        <span className="visually-hidden">{t('handwritten.comment', { number: pin.number })}: </span>
                        <span lang={textLang(pin.comment, locale)}>{pin.comment}</span>
                      </li>
                    ))}
                  </ol>
                ) : (
                  <p className={styles.muted}>{t('handwritten.noComments')}</p>
                )
              ) : null}
            </figcaption>
          </figure>
        )
      })}
    </div>
  )
}
