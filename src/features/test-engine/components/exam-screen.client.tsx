'use client'

import { useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { flushSync } from 'react-dom'
import { useTranslations } from 'use-intl'

import { isLocale, type Locale, localeLabels, locales } from '@/i18n/locale'

import { paletteCounts, submitSummary } from '../palette'
import { type ExamSession, type PaperSection, localText } from '@/domain/test-engine/types'
import { Countdown } from '../practice-player/countdown.client'
import { figureInQuestion } from '../practice-player/question-figure'
import { NoQuestion, QUESTION_HEADING_ID, QuestionView } from '../practice-player/question-view.client'
import type { SyncStatus } from '../practice-player/sync'
import { useExamControls } from './exam-controls.client'
import styles from './exam-screen.module.css'
import { Palette, PALETTE_ID } from './palette.client'
import { SectionTabs } from './section-tabs.client'
import { SubmitDialog } from './submit-dialog.client'
import { TimeUpDialog } from './time-up-dialog.client'
import { useExamState } from './use-exam-state.client'

/** Matches the stylesheet's breakpoint: the palette is a side column from here, a drawer below. */
const WIDE_SCREEN = '(min-width: 900px)'

/** What the connection line says in each state of the sync (`exam.connection.*`); nothing while all is well. */
const connectionKeys: Partial<Record<SyncStatus, 'offline' | 'retrying' | 'signedOut' | 'rejected'>> = {
  offline: 'offline',
  retrying: 'retrying',
  'signed-out': 'signedOut',
  rejected: 'rejected',
}

function subscribeToWidth(onChange: () => void) {
  const query = window.matchMedia(WIDE_SCREEN)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}
const readIsWide = () => window.matchMedia(WIDE_SCREEN).matches

/** A language picker in the top bar: the questions' language, or the controls'. */
function LanguageSelect({ id, label, value, onChange }: { id: string; label: string; value: Locale; onChange: (locale: Locale) => void }) {
  return (
    <div className={styles.language}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className={styles.languageSelect}
        value={value}
        onChange={(event) => {
          if (isLocale(event.target.value)) onChange(event.target.value)
        }}
      >
        {locales.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {localeLabels[locale]}
          </option>
        ))}
      </select>
    </div>
  )
}

const focusQuestionHeading = () => document.getElementById(QUESTION_HEADING_ID)?.focus()

/** The CBT exam screen for one attempt, as in TCS iON: the server renders it bare and hands it the session. */
export function ExamScreen({ session }: { session: ExamSession }) {
  const t = useTranslations('exam')
  const controls = useExamControls()
  const exam = useExamState(session)
  const isWide = useSyncExternalStore(subscribeToWidth, readIsWide, () => true)
  const [paletteChoice, setPaletteChoice] = useState<boolean | null>(null)
  const [isSubmitOpen, setSubmitOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)

  const { paper } = session
  const isPaletteOpen = paletteChoice ?? isWide
  const isDrawer = !isWide
  const counts = useMemo(() => paletteCounts(paper.sections, exam.responses), [paper, exam.responses])
  const summary = useMemo(() => submitSummary(paper, exam.responses), [paper, exam.responses])
  const current = exam.current
  const currentSection = current?.section ?? paper.sections[0]
  const title = localText(paper.title, exam.language)

  const closeDrawer = () => {
    setPaletteChoice(false)
    toggleRef.current?.focus()
  }
  const togglePalette = () => {
    flushSync(() => setPaletteChoice(!isPaletteOpen))
    if (isPaletteOpen || !isDrawer) return
    const palette = document.getElementById(PALETTE_ID)
    const target = palette?.querySelector<HTMLElement>('[aria-current="true"]') ?? palette?.querySelector<HTMLElement>('button')
    target?.focus()
  }
  const openFromPalette = (questionId: string) => {
    if (!isDrawer) return exam.open(questionId)
    // The drawer closes over the question, so focus goes to the question it opened.
    flushSync(() => {
      exam.open(questionId)
      setPaletteChoice(false)
    })
    focusQuestionHeading()
  }
  const openSection = (section: PaperSection) => {
    const first = section.questions[0]
    if (first) exam.open(first.id)
  }

  const connectionKey = connectionKeys[exam.status]

  return (
    <div className={styles.screen} lang={controls?.locale} data-exam-ready={exam.isReady ? 'true' : undefined} data-testid="exam-screen">
      <header className={styles.topBar}>
        <h1 className={styles.title} lang={title.lang}>
          {title.text}
        </h1>
        <Countdown clock={exam.clock} session={session} />
        <LanguageSelect id="exam-language" label={t('questionsIn')} value={exam.language} onChange={exam.setLanguage} />
        {controls ? (
          <LanguageSelect id="exam-controls-language" label={t('controlsIn')} value={controls.locale} onChange={controls.setLocale} />
        ) : null}
      </header>

      <div role="status" className={styles.connection} data-testid="connection-status">
        {connectionKey ? t(`connection.${connectionKey}`) : ''}
      </div>

      <div className={styles.sectionBar}>
        <SectionTabs
          sections={paper.sections}
          currentSectionId={currentSection?.id ?? null}
          counts={counts.sections}
          language={exam.language}
          isLocked={exam.isLocked}
          onOpenSection={openSection}
        />
        <button
          ref={toggleRef}
          type="button"
          className={styles.paletteToggle}
          aria-expanded={isPaletteOpen}
          aria-controls={PALETTE_ID}
          onClick={togglePalette}
        >
          {t('palette.toggle')}
        </button>
      </div>

      <div className={styles.body} data-palette={isPaletteOpen ? 'open' : 'closed'}>
        <div className={styles.questionColumn}>
          {current ? (
            <QuestionView
              key={current.question.id}
              question={current.question}
              selected={exam.responses[current.question.id]?.option ?? null}
              language={exam.language}
              isLocked={exam.isLocked}
              onChoose={exam.choose}
              figure={current.question.image ? figureInQuestion(current.question.image) : null}
            />
          ) : (
            <NoQuestion text={t('noQuestions')} />
          )}
          <p className="visually-hidden" aria-live="polite" aria-atomic="true">
            {current ? t('questionOf', { number: current.question.number, total: exam.order.length }) : ''}
          </p>

          <div className={styles.actions} role="group" aria-label={t('actions.group')}>
            <button
              type="button"
              className={`${styles.actionButton} ${styles.saveButton}`}
              onClick={exam.saveAndNext}
              disabled={exam.isLocked || !current}
            >
              {t('actions.saveNext')}
            </button>
            <button
              type="button"
              className={`${styles.actionButton} ${styles.markButton}`}
              onClick={exam.markAndNext}
              disabled={exam.isLocked || !current}
            >
              {t('actions.markNext')}
            </button>
            <button
              type="button"
              className={`${styles.actionButton} ${styles.secondaryButton}`}
              onClick={exam.clearResponse}
              disabled={exam.isLocked || !current}
            >
              {t('actions.clear')}
            </button>
            <button
              type="button"
              className={`${styles.actionButton} ${styles.secondaryButton}`}
              onClick={exam.previous}
              disabled={exam.isLocked || exam.currentIndex === 0}
            >
              {t('actions.previous')}
            </button>
            <button
              type="button"
              className={`${styles.actionButton} ${styles.submitButton}`}
              onClick={() => setSubmitOpen(true)}
              disabled={exam.isLocked}
            >
              {t('actions.submit')}
            </button>
          </div>
        </div>

        {currentSection ? (
          <Palette
            section={currentSection}
            responses={exam.responses}
            counts={counts.sections[currentSection.id]!}
            currentQuestionId={current?.question.id ?? null}
            language={exam.language}
            isOpen={isPaletteOpen}
            isDrawer={isDrawer}
            isLocked={exam.isLocked}
            onOpenQuestion={openFromPalette}
            onClose={closeDrawer}
          />
        ) : null}
      </div>

      <SubmitDialog
        isOpen={isSubmitOpen && !exam.isTimeUp}
        isSubmitting={exam.isSubmitting}
        error={exam.submitError}
        summary={summary}
        language={exam.language}
        onConfirm={() => void exam.submit()}
        onClose={() => {
          setSubmitOpen(false)
          exam.dismissSubmitError()
        }}
      />
      <TimeUpDialog isOpen={exam.isTimeUp} hasRetry={exam.hasSubmitRetry} />
    </div>
  )
}
