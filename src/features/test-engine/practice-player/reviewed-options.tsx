import styles from '@/components/ui/score-review.module.css'

import { optionLetterList, type OptionLetter } from '@/domain/test-engine/types'

import { CheckIcon, ChosenIcon, CrossIcon } from './icons'

type ReviewedOptionsProps = {
  /** The options in order A to D, each in the language it is shown in. */
  options: { text: string; lang?: string }[]
  chosen: OptionLetter | null
  correct: OptionLetter
  /** The list's name for a screen reader ("Options for question 3"). */
  label: string
  /** The two tags, in the page's language. */
  words: { yourAnswer: string; correctAnswer: string }
}

/**
 * A checked question's options, as every review shows them (the result, the daily quiz, a drill): the
 * key and the candidate's choice marked by tone, icon and words, so colour is never the only cue.
 */
export function ReviewedOptions({ options, chosen, correct, label, words }: ReviewedOptionsProps) {
  return (
    <ol className={styles.options} aria-label={label}>
      {options.map((option, index) => {
        const letter = optionLetterList[index]
        if (!letter) return null
        const isChosen = chosen === letter
        const isKey = correct === letter
        return (
          <li
            key={letter}
            className={`${styles.option} ${isKey ? styles.optionKey : isChosen ? styles.optionMissed : ''}`}
            data-option={letter}
          >
            <span className={styles.optionLetter}>
              {letter}
              <span className="visually-hidden">.</span>
            </span>{' '}
            <span className={styles.optionText} lang={option.lang}>
              {option.text}
            </span>{' '}
            {isChosen || isKey ? (
              <span className={styles.optionTags}>
                {isChosen ? (
                  <span className={`${styles.tag} ${isKey ? styles.isCorrect : styles.isWrong}`} data-tag="chosen">
                    {isKey ? <ChosenIcon /> : <CrossIcon />}
                    {words.yourAnswer}
                  </span>
                ) : null}{' '}
                {isKey ? (
                  <span className={`${styles.tag} ${styles.isCorrect}`} data-tag="correct">
                    <CheckIcon />
                    {words.correctAnswer}
                  </span>
                ) : null}
              </span>
            ) : null}
          </li>
        )
      })}
    </ol>
  )
}
