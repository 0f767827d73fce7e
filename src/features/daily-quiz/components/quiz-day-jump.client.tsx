'use client'

import { useMemo } from 'react'
import { useTranslations } from 'use-intl'

import { DayJumpForm } from '@/components/ui/day-jump-form.client'
import type { IsoDay } from '@/lib/days'
import type { Locale } from '@/i18n/locale'

import type { QuizDay } from '../types'
import styles from './daily-quiz.module.css'

/** Where the picker's form goes without JavaScript: a redirect to that day's quiz. */
export const QUIZ_BY_DAY_ENDPOINT = '/api/daily-quizzes'

/** Jump to a day's quiz; days without a quiz are disabled. */
export function QuizDayJump({ days, today, locale }: { days: QuizDay[]; today: IsoDay; locale: Locale }) {
  const t = useTranslations('dailyQuiz')
  const hrefOf = useMemo(() => new Map(days.map((entry) => [entry.day, entry.href])), [days])
  const quizDays = useMemo(() => days.map((entry) => entry.day), [days])
  return (
    <DayJumpForm
      id="quiz-day-jump"
      action={QUIZ_BY_DAY_ENDPOINT}
      days={quizDays}
      today={today}
      value={null}
      locale={locale}
      hrefFor={(day) => hrefOf.get(day) ?? null}
      copy={{
        label: t('jump.label'),
        hint: t('jump.hint'),
        button: t('jump.button'),
        missing: (day) => t('jump.missing', { day }),
        notYet: (day, latest) => t('jump.notYet', { day, latest }),
        tooEarly: (day, first) => t('jump.tooEarly', { day, first }),
      }}
      classNames={{ form: styles.jump, button: styles.button }}
    />
  )
}
