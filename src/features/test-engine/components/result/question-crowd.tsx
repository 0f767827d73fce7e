import type { QuestionCrowd } from '@/domain/test-engine/question-stats'
import type { OptionLetter } from '@/domain/test-engine/types'

import { formatPercent } from '../../practice-player/marks'
import { formatSeconds, type ResultTranslator } from './result-labels'
import styles from '@/components/ui/score-review.module.css'

type QuestionCrowdProps = {
  crowd: QuestionCrowd
  number: number
  chosen: OptionLetter | null
  correct: OptionLetter
  t: ResultTranslator
}

/**
 * How the candidates' first attempts answered one question: the share that chose each option (the
 * key and the reader's own choice marked), how many attempted it and, from 30 candidates, what the top
 * 10% chose and how long they took. Folded under the question, as a table a screen reader can walk.
 */
export function QuestionCrowdView({ crowd, number, chosen, correct, t }: QuestionCrowdProps) {
  const letters = Object.keys(crowd.split) as OptionLetter[]
  return (
    <details className={styles.crowd} data-testid="question-crowd">
      <summary className={styles.crowdSummary}>{t('review.crowd.summary')}</summary>
      <table className={styles.crowdTable}>
        <caption>{t('review.crowd.caption', { count: crowd.candidates, number })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('review.crowd.option')}</th>
            <th scope="col">{t('review.crowd.chose')}</th>
          </tr>
        </thead>
        <tbody>
          {letters.map((letter) => {
            const share = crowd.split[letter]
            const tone = letter === correct ? styles.isCorrect : letter === chosen ? styles.isWrong : styles.isNeutral
            return (
              <tr key={letter} data-option={letter}>
                <th scope="row">
                  {letter}
                  {letter === correct ? <span className={styles.crowdNote}> · {t('review.correctAnswer')}</span> : null}
                  {letter === chosen ? <span className={styles.crowdNote}> · {t('review.yourAnswer')}</span> : null}
                </th>
                <td>
                  <span className={`${styles.crowdBar} ${tone}`} aria-hidden="true">
                    <span style={{ width: `${Math.min(100, share)}%` }} />
                  </span>
                  {formatPercent(share)}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
      <p>{t('review.crowd.attempted', { percent: formatPercent(crowd.attemptedShare) })}</p>
      {crowd.toppers ? (
        <p data-testid="toppers">
          {crowd.toppers.choice
            ? t('review.crowd.toppers', {
                count: crowd.toppers.candidates,
                percent: formatPercent(crowd.toppers.choiceShare),
                letter: crowd.toppers.choice,
                median: crowd.toppers.medianTime == null ? '—' : formatSeconds(t, crowd.toppers.medianTime),
              })
            : t('review.crowd.toppersNone', { count: crowd.toppers.candidates })}
        </p>
      ) : null}
    </details>
  )
}
