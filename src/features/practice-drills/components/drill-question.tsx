import choice from '@/components/ui/option-choice.module.css'
import styles from '@/components/ui/score-review.module.css'
import { CheckIcon, CrossIcon, figureInReview, ReviewedOptions } from '@/features/test-engine/public'
import { type Bilingual, localText, optionLetterList } from '@/domain/test-engine/types'
import type { Locale } from '@/i18n/locale'
import type { getTranslator } from '@/i18n/translator'

import type { DrillQuestionView } from '../practice-view'
import { CheckForm, Verdict } from './check-form.client'

type PracticeTranslator = ReturnType<typeof getTranslator<'practice'>>

type DrillQuestionProps = {
  question: DrillQuestionView
  locale: Locale
  t: PracticeTranslator
  /** Where its form posts (`/api/practice-drills/{id}/answers`). */
  action: string
  /** Why its last check kept nothing, when the page came back from one posted without JavaScript. */
  error: string | null
}

function Text({ value, locale }: { value: Bilingual; locale: Locale }) {
  const text = localText(value, locale)
  return <span lang={text.lang}>{text.text}</span>
}

/** One question of a drill: options to choose and check, then the key, the candidate's answer and the explanation. */
export function DrillQuestion({ question, locale, t, action, error }: DrillQuestionProps) {
  const headingId = `drill-question-${question.id}`
  const { checked } = question
  const stem = localText(question.stem, locale)
  return (
    <li id={`question-${question.id}`}>
      <article className={styles.reviewQuestion} aria-labelledby={headingId} data-testid="drill-question">
        <h3 id={headingId} className={styles.reviewQuestionHeading}>
          {t('questionNumber', { number: question.number })}
        </h3>
        <p className={styles.stem} lang={stem.lang}>
          {stem.text}
        </p>
        {question.image ? figureInReview(question.image, locale) : null}

        {checked ? (
          <>
            <Verdict questionId={question.id} tone={(checked.chosen === checked.correct ? styles.isCorrect : styles.isWrong) ?? ''}>
              {checked.chosen === checked.correct ? <CheckIcon /> : <CrossIcon />}
              {checked.chosen === checked.correct ? t('right') : t('wrong', { correct: checked.correct })}
            </Verdict>
            <ReviewedOptions
              options={question.options.map((option) => localText(option, locale))}
              chosen={checked.chosen}
              correct={checked.correct}
              label={t('options', { number: question.number })}
              words={{ yourAnswer: t('yourAnswer'), correctAnswer: t('correctAnswer') }}
            />
            {localText(checked.explanation, locale).text ? (
              <div className={styles.explanation}>
                <h4 className={styles.explanationHeading}>{t('explanation')}</h4>
                <p className={styles.explanationText}>
                  <Text value={checked.explanation} locale={locale} />
                </p>
              </div>
            ) : null}
          </>
        ) : (
          <CheckForm action={action} questionId={question.id} initialError={error} legend={t('options', { number: question.number })}>
            <input type="hidden" name="questionId" value={question.id} />
            <input type="hidden" name="page" value={locale} />
            {question.options.map((option, index) => {
              const letter = optionLetterList[index]
              if (!letter) return null
              return (
                <label key={letter} className={choice.choice}>
                  <input type="radio" name="option" value={letter} required data-testid={`option-${letter}`} />
                  <span className={choice.choiceLetter}>{letter}</span>{' '}
                  <span className={choice.choiceText}>
                    <Text value={option} locale={locale} />
                  </span>
                </label>
              )
            })}
          </CheckForm>
        )}
      </article>
    </li>
  )
}
