import Link from 'next/link'
import type { ReactNode } from 'react'

import { getTranslator } from '@/i18n/translator'
import { formatDuration, formatIndianDateTime } from '@/i18n/format'
import { type Locale, localeLabels, locales } from '@/i18n/locale'

import { formatMarks } from '../practice-player/marks'
import { paletteStatusList } from '../palette'
import { roundTo } from '@/domain/test-engine/rounding'
import { statusKeys } from './exam-paper'
import type { InstructionsAction, InstructionsProps, InstructionsTest } from './test-page-types'
import { describeTestKind } from '@/domain/test-engine/kinds'
import { describeMarking, describeTimeLeft, marksCount, qualifyingMarks } from './test-series-labels'
import paletteMarks from './palette-marks.module.css'
import styles from './test-pages.module.css'
import { TestStartConfirm } from './test-start-confirm.client'

/** The other language: the instructions are printed in both, as on the PPSC paper. */
const otherLocale = (locale: Locale): Locale => (locale === 'en' ? 'pa' : 'en')

const navigationButtons = [
  { label: 'saveNext', meaning: 'saveNext' },
  { label: 'markNext', meaning: 'markNext' },
  { label: 'clear', meaning: 'clear' },
  { label: 'previous', meaning: 'previous' },
  { label: 'submit', meaning: 'submit' },
] as const

/**
 * One block of the instructions in the page's language and, beside it (below it on a phone), in the
 * other language, each marked with its `lang`.
 */
function BilingualBlock({
  id,
  locale,
  heading,
  children,
  after,
}: {
  id: string
  locale: Locale
  heading: (locale: Locale) => string
  children: (locale: Locale) => ReactNode
  /** What the block shows once, in the page's language, under both versions. */
  after?: ReactNode
}) {
  const other = otherLocale(locale)
  return (
    <section className={styles.block} aria-labelledby={id}>
      <h2 id={id}>{heading(locale)}</h2>
      <div className={styles.bilingual}>
        <div className={styles.languageVersion} data-language-version={locale}>
          {children(locale)}
        </div>
        <div className={styles.languageVersion} lang={other} data-language-version={other}>
          <h3 className={styles.otherHeading}>{heading(other)}</h3>
          {children(other)}
        </div>
      </div>
      {after}
    </section>
  )
}

function GeneralInstructions({ test, locale }: { test: InstructionsTest; locale: Locale }) {
  const t = getTranslator(locale, 'testSeries')
  const duration = formatDuration(test.durationMinutes, locale)
  return (
    <ol className={styles.ruleList}>
      <li>
        {t('instructions.general.questions', {
          questions: t('facts.questions', { count: test.questionCount }),
          marks: marksCount(test.maxMarks, locale),
          duration:
            test.durationMinutes >= 60 ? t('instructions.general.durationLong', { duration, minutes: test.durationMinutes }) : duration,
        })}
        {test.extraMinutes > 0 ? (
          <strong className={styles.extraTime}>
            {' '}
            {t('instructions.general.extraTime', {
              count: test.extraMinutes,
              total: formatDuration(test.durationMinutes + test.extraMinutes, locale),
            })}
          </strong>
        ) : null}
      </li>
      <li>{t('instructions.general.clock')}</li>
      {test.closesAt ? <li>{t('instructions.general.closes', { date: formatIndianDateTime(test.closesAt, locale) })}</li> : null}
      <li>{t('instructions.general.autosave')}</li>
    </ol>
  )
}

const hasMixedMarking = (test: InstructionsTest) =>
  test.sections.some((section) => section.marksPerCorrect !== test.marksPerCorrect || section.negativeMarks !== test.negativeMarks)

function MarkingRules({ test, locale }: { test: InstructionsTest; locale: Locale }) {
  const t = getTranslator(locale, 'testSeries')
  return (
    <>
      {hasMixedMarking(test) ? (
        <p>{t('instructions.marking.mixed')}</p>
      ) : (
        <dl className={styles.marking}>
          {describeMarking(test, locale).map((line) => (
            <div key={line.label}>
              <dt>{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {test.qualifyingPercent !== null ? (
        <p className={styles.note}>
          {t('instructions.marking.qualifying', {
            percent: String(roundTo(test.qualifyingPercent, 2)),
            needed: formatMarks(qualifyingMarks(test.maxMarks, test.qualifyingPercent)),
            total: marksCount(test.maxMarks, locale),
          })}
        </p>
      ) : null}
      {test.previousCutoff !== null ? (
        <p className={styles.note}>{t('instructions.marking.previousCutoff', { marks: marksCount(test.previousCutoff, locale) })}</p>
      ) : null}
    </>
  )
}

function SectionTable({ test, locale }: { test: InstructionsTest; locale: Locale }) {
  const t = getTranslator(locale, 'testSeries')
  if (!test.sections.length) return null
  return (
    <table className={styles.sectionTable}>
      <caption>{t('instructions.marking.tableCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('instructions.marking.section')}</th>
          <th scope="col">{t('instructions.marking.questions')}</th>
          <th scope="col">{t('instructions.marking.marksEach')}</th>
          <th scope="col">{t('instructions.marking.negativeColumn')}</th>
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
            <td>{section.negativeMarks > 0 ? `−${formatMarks(section.negativeMarks)}` : t('instructions.marking.none')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function AnswersTiming({ test, locale }: { test: InstructionsTest; locale: Locale }) {
  const t = getTranslator(locale, 'testSeries')
  if (test.solutionsVisibility === 'immediately') return <p>{t('instructions.answers.immediately')}</p>
  return (
    <p>
      {test.closesAt
        ? t('instructions.answers.afterCloseOn', { date: formatIndianDateTime(test.closesAt, locale) })
        : t('instructions.answers.afterClose')}
    </p>
  )
}

function PaletteLegend({ locale }: { locale: Locale }) {
  const t = getTranslator(locale, 'testSeries')
  const exam = getTranslator(locale, 'exam')
  return (
    <>
      <p>{t('instructions.palette.intro')}</p>
      <ul className={styles.legend}>
        {paletteStatusList.map((status) => (
          <li key={status} className={styles.legendItem} data-status={status}>
            <span className={`${styles.swatch} ${paletteMarks[status]}`} aria-hidden="true" />
            <span>
              <strong>{exam(`status.${statusKeys[status]}`)}</strong>: {t(`instructions.palette.meanings.${statusKeys[status]}`)}
            </span>
          </li>
        ))}
      </ul>
    </>
  )
}

function NavigationHelp({ locale }: { locale: Locale }) {
  const t = getTranslator(locale, 'testSeries')
  const exam = getTranslator(locale, 'exam')
  return (
    <>
      <p>{t('instructions.navigation.intro')}</p>
      <dl className={styles.buttonList}>
        {navigationButtons.map((button) => (
          <div key={button.label}>
            <dt>
              <span className={styles.buttonName}>{exam(`actions.${button.label}`)}</span>
            </dt>
            <dd>{t(`instructions.navigation.${button.meaning}`)}</dd>
          </div>
        ))}
      </dl>
    </>
  )
}

function LanguageChoice({ name, legend, note, checked }: { name: string; legend: string; note: string; checked: Locale }) {
  return (
    <fieldset className={styles.languageChoice}>
      <legend>{legend}</legend>
      <div className={styles.languageOptions}>
        {locales.map((language) => (
          <label key={language} className={styles.languageOption}>
            <input type="radio" name={name} value={language} defaultChecked={language === checked} />
            <span lang={language}>{localeLabels[language]}</span>
          </label>
        ))}
      </div>
      <p className={styles.note}>{note}</p>
    </fieldset>
  )
}

function ActionArea({ action, durationMinutes, locale }: { action: InstructionsAction; durationMinutes: number; locale: Locale }) {
  const t = getTranslator(locale, 'testSeries')
  if (action.kind === 'resume') {
    const timeLeft = describeTimeLeft(action.deadline, action.now, locale)
    return (
      <section className={`${styles.block} ${styles.actionArea}`} aria-labelledby="start-heading">
        <h2 id="start-heading">{t('instructions.action.inProgressHeading')}</h2>
        <p className={styles.resumeNote}>
          {timeLeft ? t('instructions.action.inProgress', { time: timeLeft }) : t('instructions.action.timeUp')}
        </p>
        <Link href={action.href} className={styles.startButton}>
          {timeLeft ? t('instructions.action.resume') : t('instructions.action.see')}
        </Link>
      </section>
    )
  }

  if (action.kind === 'refused') {
    return (
      <section className={`${styles.block} ${styles.actionArea}`} aria-labelledby="start-heading">
        <h2 id="start-heading">{t('instructions.action.startHeading')}</h2>
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
      <h2 id="start-heading">{t('instructions.action.startHeading')}</h2>
      <p>{t('instructions.action.clockStarts', { duration: formatDuration(durationMinutes, locale) })}</p>
      {action.error ? (
        <p role="alert" className={styles.formError}>
          {action.error}
        </p>
      ) : null}
      <form method="post" action={action.formAction} className={styles.startForm}>
        {/* A refused start comes back to this page in its own language, whatever the controls' language. */}
        <input type="hidden" name="page" value={locale} />
        <LanguageChoice
          name="language"
          legend={t('instructions.action.questionLanguage')}
          note={t('instructions.action.questionLanguageNote')}
          checked={action.defaultLanguage}
        />
        <LanguageChoice
          name="controls"
          legend={t('instructions.action.controlsLanguage')}
          note={t('instructions.action.controlsLanguageNote')}
          checked={action.controlsLanguage}
        />
        <TestStartConfirm
          labels={{
            confirm: t('instructions.action.confirm'),
            start: t('instructions.action.start'),
            tickFirst: t('instructions.action.tickFirst'),
          }}
        />
      </form>
    </section>
  )
}

/** The instructions screen before a test, on the pattern of the TCS iON screen candidates meet in the PPSC exam. */
export function TestInstructions({ test, locale, action, backHref }: InstructionsProps) {
  const t = getTranslator(locale, 'testSeries')
  const heading =
    (key: 'general.heading' | 'marking.heading' | 'answers.heading' | 'palette.heading' | 'navigation.heading') => (language: Locale) =>
      getTranslator(language, 'testSeries')(`instructions.${key}`)
  const kind = describeTestKind(test.kind, locale)
  return (
    <div className={styles.instructionsPage}>
      <header className={styles.instructionsHeader}>
        <Link href={backHref} className={styles.backLink}>
          <span aria-hidden="true">←</span> {t('instructions.back')}
        </Link>
        <p className={styles.eyebrow}>{kind ? t('instructions.eyebrowWithKind', { kind }) : t('instructions.eyebrow')}</p>
        <h1 className={styles.instructionsTitle} lang={locale}>
          {test.title}
        </h1>
        <dl className={styles.summary}>
          <div>
            <dt>{t('instructions.summaryQuestions')}</dt>
            <dd>{test.questionCount}</dd>
          </div>
          <div>
            <dt>{t('instructions.summaryMaxMarks')}</dt>
            <dd>{formatMarks(test.maxMarks)}</dd>
          </div>
          <div>
            <dt>{t('instructions.summaryTime')}</dt>
            <dd>
              {test.extraMinutes > 0
                ? t('instructions.summaryExtra', { minutes: test.durationMinutes, extra: test.extraMinutes })
                : t('instructions.summaryMinutes', { minutes: test.durationMinutes })}
            </dd>
          </div>
        </dl>
        <p className={styles.note}>{t('instructions.bilingualNote')}</p>
      </header>

      <BilingualBlock id="general-instructions" locale={locale} heading={heading('general.heading')}>
        {(language) => <GeneralInstructions test={test} locale={language} />}
      </BilingualBlock>
      <BilingualBlock
        id="marking-scheme"
        locale={locale}
        heading={heading('marking.heading')}
        after={<SectionTable test={test} locale={locale} />}
      >
        {(language) => <MarkingRules test={test} locale={language} />}
      </BilingualBlock>
      <BilingualBlock id="answers-timing" locale={locale} heading={heading('answers.heading')}>
        {(language) => <AnswersTiming test={test} locale={language} />}
      </BilingualBlock>
      {test.instructions?.trim() ? (
        <section className={styles.block} aria-labelledby="test-notes">
          <h2 id="test-notes">{t('instructions.staffNotes')}</h2>
          <div className={styles.staffText} lang={locale}>
            {test.instructions.trim()}
          </div>
        </section>
      ) : null}
      <BilingualBlock id="palette-legend" locale={locale} heading={heading('palette.heading')}>
        {(language) => <PaletteLegend locale={language} />}
      </BilingualBlock>
      <BilingualBlock id="navigation-help" locale={locale} heading={heading('navigation.heading')}>
        {(language) => <NavigationHelp locale={language} />}
      </BilingualBlock>
      <ActionArea action={action} durationMinutes={test.durationMinutes + test.extraMinutes} locale={locale} />
    </div>
  )
}
