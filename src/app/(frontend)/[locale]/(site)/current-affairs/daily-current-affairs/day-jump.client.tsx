'use client'

import { useTranslations } from 'use-intl'

import { DayJumpForm } from '@/components/ui/day-jump-form.client'
import type { IsoDay } from '@/lib/days'
import { DAILY_PATH, dailyDayHref } from '@/lib/links'
import type { Locale } from '@/i18n/locale'

import styles from '../_shared/section.module.css'

/** Jump to another day's current affairs; days with nothing published are disabled. */
export function DayJump({ day, days, today, locale }: { day: IsoDay; days: IsoDay[]; today: IsoDay; locale: Locale }) {
  const t = useTranslations('currentAffairs')
  return (
    <DayJumpForm
      id="day-jump"
      action={DAILY_PATH}
      days={days}
      today={today}
      value={day}
      locale={locale}
      hrefFor={dailyDayHref}
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
