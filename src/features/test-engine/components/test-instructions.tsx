import Link from 'next/link'

import { formatDuration } from '@/lib/format'
import { type Locale, localeLabels, locales } from '@/lib/locale'

import { paletteStatusList } from '../palette'
import { formatIndianDateTime } from '@/lib/format'
import type { PaletteStatus } from '../types'
import { statusLabels } from './exam-paper'
import { formatMarks, formatMarksCount } from './result/result-text'
import type { InstructionsAction, InstructionsProps, InstructionsTest } from './test-page-types'
import {
  describeDuration,
  describeExtraTime,
  describeMarking,
  describePreviousCutoff,
  describeQualifyingRule,
  describeSolutionsTiming,
  describeTestKind,
  describeTimeLeft,
} from './test-page-text'
import styles from './test-pages.module.css'
import { TestStartConfirm } from './test-start-confirm.client'

const statusMeanings: Record<PaletteStatus, string> = {
  'not-visited': 'You have not opened the question yet.',
  'not-answered': 'You have opened the question but not answered it.',
  answered: 'You have answered the question.',
  marked: 'You have not answered the question and have marked it to come back to.',
  'answered-marked': 'You have answered the question and marked it to look at again. The answer is evaluated like any other.',
}

const navigationButtons: { label: string; meaning: string }[] = [
  { label: 'Save & Next', meaning: 'Keeps your answer to this question and opens the next one. An answered question marked for review loses its mark.' },
  { label: 'Mark for Review & Next', meaning: 'Marks this question to come back to and opens the next one. An answer you have chosen stays and is evaluated.' },
  { label: 'Clear Response', meaning: 'Removes your answer to this question.' },
  { label: 'Previous', meaning: 'Opens the question before this one.' },
  {
    label: 'Submit',
    meaning: 'Shows how many questions of each section you have answered, left and marked, and ends the test when you confirm. After that your answers cannot be changed.',
  },
]

const negativeCell = (negativeMarks: number) => (negativeMarks > 0 ? `−${formatMarks(negativeMarks)}` : 'None')

function GeneralInstructions({ test }: { test: InstructionsTest }) {
  const extraTime = describeExtraTime(test.durationMinutes, test.extraMinutes)
  return (
    <section className={styles.block} aria-labelledby="general-instructions">
      <h2 id="general-instructions">General instructions</h2>
      <ol className={styles.ruleList}>
        <li>
          The test has {test.questionCount === 1 ? '1 question' : `${test.questionCount} questions`} for {formatMarksCount(test.maxMarks)}. You have{' '}
          {describeDuration(test.durationMinutes)} to answer them.
          {extraTime ? <strong className={styles.extraTime}> {extraTime}</strong> : null}
        </li>
        <li>
          The clock at the top of the screen runs on our server, not on your device. When it reaches zero the test is submitted automatically; you do not need to
          press Submit.
        </li>
        {test.closesAt ? (
          <li>
            The test closes on {formatIndianDateTime(new Date(test.closesAt))}. If you are still answering then, it is submitted at that moment, even if your own time
            has not run out.
          </li>
        ) : null}
        <li>
          Your answer is saved automatically as soon as you choose an option. If the page reloads, your browser closes or your connection drops, open the test again
          and carry on where you left off: every saved answer is kept and the clock does not stop.
        </li>
      </ol>
    </section>
  )
}

function MarkingScheme({ test, locale }: { test: InstructionsTest; locale: Locale }) {
  const isMixed = test.sections.some((section) => section.marksPerCorrect !== test.marksPerCorrect || section.negativeMarks !== test.negativeMarks)
  return (
    <section className={styles.block} aria-labelledby="marking-scheme">
      <h2 id="marking-scheme">Marking scheme</h2>
      {isMixed ? (
        <p>The marks differ between sections, as the table below shows. A question you do not answer scores 0.</p>
      ) : (
        <dl className={styles.marking}>
          {describeMarking(test).map((line) => (
            <div key={line.label}>
              <dt>{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {test.qualifyingPercent !== null ? <p className={styles.note}>{describeQualifyingRule(test.maxMarks, test.qualifyingPercent)}</p> : null}
      {test.previousCutoff !== null ? <p className={styles.note}>{describePreviousCutoff(test.previousCutoff)}</p> : null}
      {test.sections.length ? (
        <table className={styles.sectionTable}>
          <caption>Sections of the paper</caption>
          <thead>
            <tr>
              <th scope="col">Section</th>
              <th scope="col">Questions</th>
              <th scope="col">Marks each</th>
              <th scope="col">Negative</th>
            </tr>
          </thead>
          <tbody>
            {test.sections.map((section, index) => (
              <tr key={`${index}-${section.title}`}>
                <th scope="row" lang={locale}>
                  {section.title}
                </th>
                <td>{section.questionCount}</td>
                <td>{formatMarks(section.marksPerCorrect)}</td>
                <td>{negativeCell(section.negativeMarks)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  )
}

function PaletteLegend() {
  return (
    <section className={styles.block} aria-labelledby="palette-legend">
      <h2 id="palette-legend">The question palette</h2>
      <p>
        The palette beside the question shows the number of every question in the section, drawn by its status. On a phone, open it with the Question Palette
        button. Choose a number to go straight to that question, or a section&apos;s name to go to its first question.
      </p>
      <ul className={styles.legend}>
        {paletteStatusList.map((status) => (
          <li key={status} className={styles.legendItem} data-status={status}>
            <span className={`${styles.swatch} ${styles[status]}`} aria-hidden="true" />
            <span>
              <strong>{statusLabels[status]}</strong>: {statusMeanings[status]}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}

function NavigationHelp() {
  return (
    <section className={styles.block} aria-labelledby="navigation-help">
      <h2 id="navigation-help">Answering and moving between questions</h2>
      <p>Choose an option to answer. The buttons under the question do the rest:</p>
      <dl className={styles.buttonList}>
        {navigationButtons.map((button) => (
          <div key={button.label}>
            <dt>
              <span className={styles.buttonName}>{button.label}</span>
            </dt>
            <dd>{button.meaning}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

function ActionArea({ action, durationMinutes }: { action: InstructionsAction; durationMinutes: number }) {
  if (action.kind === 'resume') {
    const timeLeft = describeTimeLeft(action.deadline, action.now)
    return (
      <section className={`${styles.block} ${styles.actionArea}`} aria-labelledby="start-heading">
        <h2 id="start-heading">Your test in progress</h2>
        <p className={styles.resumeNote}>{timeLeft ? `You have a test in progress — ${timeLeft} left.` : 'Your time on this test is up. Your saved answers are being submitted.'}</p>
        <Link href={action.href} className={styles.startButton}>
          {timeLeft ? 'Resume test' : 'See your test'}
        </Link>
      </section>
    )
  }

  if (action.kind === 'refused') {
    return (
      <section className={`${styles.block} ${styles.actionArea}`} aria-labelledby="start-heading">
        <h2 id="start-heading">Start the test</h2>
        <div role="status" className={styles.refused}>
          <p>{action.message}</p>
          {action.link ? (
            <p>
              <Link href={action.link.href} className={styles.refusedLink}>
                {action.link.label}
              </Link>
            </p>
          ) : null}
        </div>
      </section>
    )
  }

  return (
    <section className={`${styles.block} ${styles.actionArea}`} aria-labelledby="start-heading">
      <h2 id="start-heading">Start the test</h2>
      <p>Your clock of {formatDuration(durationMinutes)} starts as soon as you press Start test.</p>
      {action.error ? (
        <p role="alert" className={styles.formError}>
          {action.error}
        </p>
      ) : null}
      <form method="post" action={action.formAction} className={styles.startForm}>
        <fieldset className={styles.languageChoice}>
          <legend>Choose your default language</legend>
          <div className={styles.languageOptions}>
            {locales.map((language) => (
              <label key={language} className={styles.languageOption}>
                <input type="radio" name="language" value={language} defaultChecked={language === action.defaultLanguage} />
                <span lang={language}>{localeLabels[language]}</span>
              </label>
            ))}
          </div>
          <p className={styles.note}>You can switch the language of the questions at any time during the test.</p>
        </fieldset>
        <TestStartConfirm />
      </form>
    </section>
  )
}

/** The instructions screen before a test, on the pattern of the TCS iON screen candidates meet in the PPSC exam. */
export function TestInstructions({ test, locale, action, backHref }: InstructionsProps) {
  const kind = describeTestKind(test.kind)
  return (
    <div className={styles.instructionsPage}>
      <header className={styles.instructionsHeader}>
        <Link href={backHref} className={styles.backLink}>
          <span aria-hidden="true">←</span> Back to test series
        </Link>
        <p className={styles.eyebrow}>{kind ? `${kind} · Instructions` : 'Instructions'}</p>
        <h1 className={styles.instructionsTitle} lang={locale}>
          {test.title}
        </h1>
        <dl className={styles.summary}>
          <div>
            <dt>Questions</dt>
            <dd>{test.questionCount}</dd>
          </div>
          <div>
            <dt>Maximum marks</dt>
            <dd>{formatMarks(test.maxMarks)}</dd>
          </div>
          <div>
            <dt>Time</dt>
            <dd>
              {test.durationMinutes} min
              {test.extraMinutes > 0 ? ` + ${test.extraMinutes} min extra` : ''}
            </dd>
          </div>
        </dl>
      </header>

      <GeneralInstructions test={test} />
      <MarkingScheme test={test} locale={locale} />
      <section className={styles.block} aria-labelledby="answers-timing">
        <h2 id="answers-timing">When you will see the answers</h2>
        <p>{describeSolutionsTiming(test.solutionsVisibility, test.closesAt)}</p>
      </section>
      {test.instructions?.trim() ? (
        <section className={styles.block} aria-labelledby="test-notes">
          <h2 id="test-notes">Instructions for this test</h2>
          <div className={styles.staffText} lang={locale}>
            {test.instructions.trim()}
          </div>
        </section>
      ) : null}
      <PaletteLegend />
      <NavigationHelp />
      <ActionArea action={action} durationMinutes={test.durationMinutes + test.extraMinutes} />
    </div>
  )
}
