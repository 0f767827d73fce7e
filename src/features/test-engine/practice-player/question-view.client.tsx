'use client'

import type { ReactNode } from 'react'
import { useTranslations } from 'use-intl'

import type { Locale } from '@/i18n/locale'

import { optionLetterList, type OptionLetter, type PaperQuestion, localText } from '@/domain/test-engine/types'
import choice from '@/components/ui/option-choice.module.css'

import styles from './question-view.module.css'

export const QUESTION_HEADING_ID = 'question-heading'

/** What stands in the question's place when a paper has none. */
export const NoQuestion = ({ text }: { text: string }) => <p className={styles.question}>{text}</p>

type QuestionViewProps = {
  question: PaperQuestion
  selected: OptionLetter | null
  language: Locale
  isLocked: boolean
  onChoose: (option: OptionLetter) => void
  /**
   * The question's figure (`figureInQuestion`), made by the caller: on the server where the page can,
   * so that a page which only shows questions ships no image code.
   */
  figure: ReactNode
}

/** One question: "Question N", its stem (and figure), and the options as native radios, so arrow keys move between them. */
export function QuestionView({ question, selected, language, isLocked, onChoose, figure }: QuestionViewProps) {
  const t = useTranslations('exam')
  const stem = localText(question.stem, language)
  return (
    <section className={styles.question} aria-labelledby={QUESTION_HEADING_ID}>
      <h2 id={QUESTION_HEADING_ID} className={styles.questionHeading} tabIndex={-1}>
        {t('questionNumber', { number: question.number })}
      </h2>
      <p id={`stem-${question.id}`} className={styles.stem} lang={stem.lang}>
        {stem.text}
      </p>
      {figure}
      <div role="radiogroup" aria-labelledby={`${QUESTION_HEADING_ID} stem-${question.id}`} className={styles.options}>
        {question.options.map((option, index) => {
          const letter = optionLetterList[index]
          if (!letter) return null
          const text = localText(option, language)
          return (
            <label key={letter} className={choice.choice}>
              <input
                type="radio"
                name={`answer-${question.id}`}
                value={letter}
                checked={selected === letter}
                disabled={isLocked}
                onChange={() => onChoose(letter)}
                data-testid={`option-${letter}`}
              />
              <span className={choice.choiceLetter}>{letter}</span>{' '}
              <span className={choice.choiceText} lang={text.lang}>
                {text.text}
              </span>
            </label>
          )
        })}
      </div>
    </section>
  )
}
