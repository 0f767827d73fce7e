import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { getUser } from '@/server/request-user.server'
import { ArchiveList } from '@/features/daily-questions/components/archive-list'
import { QuestionOfTheDay } from '@/features/daily-questions/components/question-of-the-day'
import { getArchiveMonth, getLatestQuestion, getQuestionOfDay, monthOf } from '@/features/daily-questions/daily-question-pages.server'
import { readOwnAnswerTo, readOwnStates } from '@/features/daily-questions/own-answers.server'
import type { DailyQuestionView } from '@/features/daily-questions/types'
import { formatDayInWords, indianDay, isIsoDay } from '@/lib/days'
import { localText } from '@/domain/test-engine/types'
import { getTranslator } from '@/i18n/translator'
import { formatMonth } from '@/i18n/format'
import { DAILY_MCQS_PATH, HUB_PATH, QUESTIONS_PATH, questionOfTheDayHref, signInHref } from '@/lib/links'
import { type Locale, type LocaleParams, pageLocale, withLocale } from '@/i18n/locale'
import { pageMetadata } from '@/lib/metadata'
import { getPayloadClient } from '@/server/payload.server'
import type { User } from '@/payload-types'

import { PageHeader } from '../_shared/page-header'
import styles from '../_shared/section.module.css'

type Viewer = 'visitor' | 'signed-in'
export type QuestionDayParams = Promise<{ locale: string; day: string }>

const today = () => indianDay(new Date())

/** What the question says, shortened for a shared link's description. */
function summaryOf(question: DailyQuestionView, locale: Locale): string {
  const text = question.mcq
    ? localText(question.mcq.stem, locale).text
    : question.mains
      ? localText(question.mains.prompt, locale).text
      : ''
  return text.length > 180 ? `${text.slice(0, 177).trimEnd()}…` : text
}

export async function generateQuestionsMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = getTranslator(locale, 'dailyQuestions')
  return pageMetadata({ title: t('title'), description: t('intro'), path: QUESTIONS_PATH, locale })
}

export async function generateQuestionDayMetadata({ params }: { params: QuestionDayParams }): Promise<Metadata> {
  const { day } = await params
  const locale = await pageLocale(params)
  const question = isIsoDay(day) ? await getQuestionOfDay(day, today()) : null
  const t = getTranslator(locale, 'dailyQuestions')
  if (!question) return { title: t('pageNotFound'), robots: { index: false } }
  return pageMetadata({
    title: t('titleOfDay', { day: formatDayInWords(day, locale), title: localText(question.title, locale).text }),
    description: summaryOf(question, locale),
    path: questionOfTheDayHref(day),
    locale,
    type: 'article',
  })
}

/**
 * The reader of a page, as far as it may know: the visitor's page is cached and never reads the
 * session (ADR 010); the signed-in twin reads the candidate's own answers, as the candidate.
 */
async function readerOf(viewer: Viewer) {
  const user = viewer === 'signed-in' ? ((await getUser()) as User | null) : null
  return user ? { user, payload: await getPayloadClient() } : null
}

async function viewerState(reader: Awaited<ReturnType<typeof readerOf>>, question: DailyQuestionView, path: string) {
  const own = reader ? await readOwnAnswerTo(reader.payload, reader.user, question) : { answer: null, submission: null }
  return { isSignedIn: reader !== null, signInHref: signInHref(path), ...own }
}

/** `/current-affairs/questions`: the latest question (today's, once it is out) and its month of the archive. */
export async function QuestionsView({ params, viewer }: { params: LocaleParams; viewer: Viewer }) {
  const locale = await pageLocale(params)
  const t = getTranslator(locale, 'dailyQuestions')
  const section = getTranslator(locale, 'currentAffairs')
  const day = today()
  const question = await getLatestQuestion(day)
  const archive = question ? await getArchiveMonth(monthOf(question.day), day) : null
  const reader = await readerOf(viewer)
  const states =
    reader && archive
      ? await readOwnStates(
          reader.payload,
          reader.user,
          archive.entries.map((entry) => entry.id),
        )
      : {}

  return (
    <div className={`container ${styles.page}`} lang={locale}>
      <PageHeader
        crumbs={[{ label: section('home'), href: '/' }, { label: section('section'), href: HUB_PATH }, { label: t('title') }]}
        title={t('title')}
        titleId="qotd-heading"
        lead={t('intro')}
        locale={locale}
      />
      {question ? (
        <QuestionOfTheDay
          key={question.id}
          question={question}
          label={question.day === day ? t('todaysQuestion') : t('latestQuestion')}
          locale={locale}
          viewer={await viewerState(reader, question, withLocale(QUESTIONS_PATH, locale))}
        />
      ) : (
        <p className={styles.empty}>
          {t('noQuestions')} <Link href={DAILY_MCQS_PATH}>{section('dailyMcqs')}</Link>
        </p>
      )}
      {archive ? (
        <ArchiveList
          archive={archive}
          monthName={formatMonth(`${archive.month}-15T12:00:00.000Z`, locale)}
          today={day}
          currentId={question?.id}
          locale={locale}
          states={states}
        />
      ) : null}
    </div>
  )
}

/** `/current-affairs/questions/2026-11-22`: one day's question and its month of the archive. Not a day, or no question that day: 404. */
export async function QuestionDayView({ params, viewer }: { params: QuestionDayParams; viewer: Viewer }) {
  const { day } = await params
  const locale = await pageLocale(params)
  if (!isIsoDay(day)) notFound()
  const now = today()
  const question = await getQuestionOfDay(day, now)
  if (!question) notFound()
  const t = getTranslator(locale, 'dailyQuestions')
  const section = getTranslator(locale, 'currentAffairs')
  const archive = await getArchiveMonth(monthOf(day), now)
  const reader = await readerOf(viewer)
  const states = reader
    ? await readOwnStates(
        reader.payload,
        reader.user,
        archive.entries.map((entry) => entry.id),
      )
    : {}
  const dayInWords = formatDayInWords(day, locale)

  return (
    <div className={`container ${styles.page}`} lang={locale}>
      <PageHeader
        crumbs={[
          { label: section('home'), href: '/' },
          { label: section('section'), href: HUB_PATH },
          { label: t('title'), href: QUESTIONS_PATH },
          { label: dayInWords },
        ]}
        eyebrow={t('title')}
        title={dayInWords}
        titleId="qotd-heading"
        locale={locale}
      />
      <QuestionOfTheDay
        key={question.id}
        question={question}
        label={day === now ? t('todaysQuestion') : t('title')}
        locale={locale}
        viewer={await viewerState(reader, question, withLocale(questionOfTheDayHref(day), locale))}
      />
      <ArchiveList
        archive={archive}
        monthName={formatMonth(`${archive.month}-15T12:00:00.000Z`, locale)}
        today={now}
        currentId={question.id}
        locale={locale}
        states={states}
      />
      <p>
        <Link href={QUESTIONS_PATH}>{t('allQuestions')}</Link>
      </p>
    </div>
  )
}
