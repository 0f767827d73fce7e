import Link from 'next/link'

import { formatDayInWords } from '@/lib/days'
import { MessagesProvider } from '@/i18n/messages-provider'
import { localText } from '@/domain/test-engine/types'
import { figureInQuestion } from '@/features/test-engine/public'
import { getTranslator } from '@/i18n/translator'
import { topicHref } from '@/lib/links'
import type { Locale } from '@/i18n/locale'

import type { DailyQuestionView, McqAnswerResult, SubmissionView } from '../types'
import styles from './daily-questions.module.css'
import { McqAnswerBox, WrittenAnswerBox } from './answer-by-kind.client'

type QuestionOfTheDayProps = {
  question: DailyQuestionView
  /** "Today’s question", "Latest question" or the day's own heading. */
  label: string
  locale: Locale
  /** The reader, as far as this page may know: a visitor's cached page knows nobody. */
  viewer: { isSignedIn: boolean; signInHref: string; answer: McqAnswerResult | null; submission: SubmissionView | null }
}

/**
 * One Question of the Day: its day, title, kind and topic, then the MCQ to answer or the Mains prompt
 * (paper, marks, word limit) with the answer box.
 */
export function QuestionOfTheDay({ question, label, locale, viewer }: QuestionOfTheDayProps) {
  const t = getTranslator(locale, 'dailyQuestions')
  const title = localText(question.title, locale)
  const topicTitle = question.topic ? localText(question.topic.title, locale) : null
  const headingId = `qotd-${question.id}-title`
  return (
    <article className={styles.question} aria-labelledby={headingId} data-kind={question.kind} data-testid="question-of-the-day">
      <header className={styles.questionHeader}>
        <p className={styles.eyebrow}>
          {label} · <time dateTime={question.day}>{formatDayInWords(question.day, locale)}</time>
        </p>
        <h2 id={headingId} className={styles.questionTitle} lang={title.lang}>
          {title.text}
        </h2>
        <p className={styles.meta}>
          <span className={styles.kind}>{t(`kinds.${question.kind}`)}</span>
          {question.topic && topicTitle ? (
            <span>
              {t('topic')}:{' '}
              <Link href={topicHref(question.topic.slug)} lang={topicTitle.lang}>
                {topicTitle.text}
              </Link>
            </span>
          ) : null}
        </p>
      </header>

      {/* A new reader (signed in or out since) gets the answer boxes afresh, with their own answers. */}
      <MessagesProvider locale={locale} namespaces={['dailyQuestions', 'exam', 'forms']}>
        {question.mcq ? (
          <McqAnswerBox
            key={String(viewer.isSignedIn)}
            dailyQuestionId={question.id}
            question={question.mcq}
            locale={locale}
            isSignedIn={viewer.isSignedIn}
            signInHref={viewer.signInHref}
            answered={viewer.answer}
            figure={question.mcq.image ? figureInQuestion(question.mcq.image) : null}
          />
        ) : null}

        {question.mains ? <MainsPrompt mains={question.mains} locale={locale} /> : null}
        {question.mains ? (
          <WrittenAnswerBox
            key={String(viewer.isSignedIn)}
            dailyQuestionId={question.id}
            wordLimit={question.mains.wordLimit}
            locale={locale}
            isSignedIn={viewer.isSignedIn}
            signInHref={viewer.signInHref}
            submission={viewer.submission}
          />
        ) : null}
      </MessagesProvider>
    </article>
  )
}

function MainsPrompt({ mains, locale }: { mains: NonNullable<DailyQuestionView['mains']>; locale: Locale }) {
  const t = getTranslator(locale, 'dailyQuestions')
  const prompt = localText(mains.prompt, locale)
  return (
    <>
      <p className={styles.prompt} lang={prompt.lang} data-testid="qotd-prompt">
        {prompt.text}
      </p>
      <dl className={styles.facts}>
        {mains.paper ? (
          <div>
            <dt>{t('paper')}</dt>
            <dd lang="en">{mains.paper}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('marksLabel')}</dt>
          <dd>{t('marks', { marks: mains.marks })}</dd>
        </div>
        <div>
          <dt>{t('wordLimitLabel')}</dt>
          <dd>{t('wordLimit', { words: mains.wordLimit })}</dd>
        </div>
      </dl>
    </>
  )
}
