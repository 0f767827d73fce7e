import Link from 'next/link'

import { formatDayInWords, type IsoDay } from '@/lib/days'
import { formatMarks } from '@/features/test-engine/public'
import { localText } from '@/domain/test-engine/types'
import { getTranslator } from '@/i18n/translator'
import { questionOfTheDayHref } from '@/lib/links'
import type { Locale } from '@/i18n/locale'

import type { ArchiveMonth, OwnState } from '../types'
import styles from './daily-questions.module.css'

type ArchiveListProps = {
  archive: ArchiveMonth
  /** The month in words: `November 2026`. */
  monthName: string
  today: IsoDay
  /** The question on the page, marked as current in the list. */
  currentId?: string
  locale: Locale
  /** The signed-in candidate's answers, to mark what they have done. */
  states?: Record<string, OwnState>
}

function stateText(state: OwnState | undefined, locale: Locale): string | null {
  const t = getTranslator(locale, 'dailyQuestions')
  if (!state) return null
  if (state.kind === 'mcq') return t('states.answered')
  return state.status === 'evaluated' && state.marksAwarded !== null
    ? t('states.evaluated', { marks: formatMarks(state.marksAwarded), outOf: state.marks })
    : t('states.submitted')
}

/** A month of the archive, newest first, each day linking to its own page; older and newer months by their nearest day. */
export function ArchiveList({ archive, monthName, today, currentId, locale, states = {} }: ArchiveListProps) {
  const t = getTranslator(locale, 'dailyQuestions')
  if (archive.entries.length === 0) return null
  return (
    <section className={styles.archive} aria-labelledby="qotd-archive-heading">
      <h2 id="qotd-archive-heading">{t('archiveOf', { month: monthName })}</h2>
      <ol className={styles.entries}>
        {archive.entries.map((entry) => {
          const title = localText(entry.title, locale)
          const state = stateText(states[entry.id], locale)
          return (
            <li key={entry.id} className={styles.entry} aria-current={entry.id === currentId ? 'page' : undefined} data-day={entry.day}>
              <span className={styles.entryDay}>
                <time dateTime={entry.day}>{entry.day === today ? t('today') : formatDayInWords(entry.day, locale)}</time>
              </span>
              <Link href={questionOfTheDayHref(entry.day)} lang={title.lang}>
                {title.text}
              </Link>
              <span className={styles.kind}>{t(`kinds.${entry.kind}`)}</span>
              {state ? <span className={styles.entryState}>{state}</span> : null}
            </li>
          )
        })}
      </ol>
      {archive.newer || archive.older ? (
        <nav className={styles.paging} aria-label={t('archive')}>
          {archive.newer ? (
            <Link href={questionOfTheDayHref(archive.newer)} rel="next">
              <span aria-hidden="true">← </span>
              {t('newerQuestions')}
            </Link>
          ) : (
            <span />
          )}
          {archive.older ? (
            <Link href={questionOfTheDayHref(archive.older)} rel="prev">
              {t('olderQuestions')}
              <span aria-hidden="true"> →</span>
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  )
}
