'use client'

import { useTranslations } from 'use-intl'

import { DayJumpForm } from '@/components/ui/day-jump-form.client'
import type { IsoDay } from '@/lib/days'
import { DAY_SLOT } from '@/lib/indian-day'
import type { Locale } from '@/i18n/locale'

import styles from '../_shared/section.module.css'

type DayJumpProps = {
  day: IsoDay
  days: IsoDay[]
  today: IsoDay
  locale: Locale
  /** The daily list, where the form goes without JavaScript. */
  action: string
  /** A day's page, with `DAY_SLOT` for the day (`dailyDayHref(DAY_SLOT)`). */
  dayHref: string
}

/** Jump to another day's current affairs; days with nothing published are disabled. */
export function DayJump({ day, days, today, locale, action, dayHref }: DayJumpProps) {
  const t = useTranslations('currentAffairs')
  return (
    <DayJumpForm
      id="day-jump"
      action={action}
      days={days}
      today={today}
      value={day}
      locale={locale}
      hrefFor={(target) => dayHref.replace(DAY_SLOT, target)}
      copy={{
        label: t('jump.label'),
        hint: t('jump.hint'),
        button: t('jump.button'),
        missing: (target) => t('jump.missing', { day: target }),
        notYet: (target, latest) => t('jump.notYet', { day: target, latest }),
        tooEarly: (target, first) => t('jump.tooEarly', { day: target, first }),
      }}
      classNames={{ form: styles.jump, button: styles.button }}
    />
  )
}
