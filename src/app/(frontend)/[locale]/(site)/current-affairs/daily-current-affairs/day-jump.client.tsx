'use client'

import { DayJumpForm } from '@/components/ui/day-jump-form.client'
import type { IsoDay } from '@/features/date-picker/rules'
import { DAILY_PATH, dailyDayHref } from '@/lib/links'
import type { Locale } from '@/lib/locale'

import { currentAffairsCopy } from '../_shared/copy'
import styles from '../_shared/section.module.css'

/** Jump to another day's current affairs; days with nothing published are disabled. */
export function DayJump({ day, days, today, locale }: { day: IsoDay; days: IsoDay[]; today: IsoDay; locale: Locale }) {
  const t = currentAffairsCopy[locale]
  return (
    <DayJumpForm
      id="day-jump"
      action={DAILY_PATH}
      days={days}
      today={today}
      value={day}
      locale={locale}
      hrefFor={dailyDayHref}
      copy={{ label: t.jumpLabel, hint: t.jumpHint, button: t.jumpButton, missing: t.nothingPublished, notYet: t.notYet, tooEarly: t.tooEarly }}
      classNames={{ form: styles.jump, button: styles.button }}
    />
  )
}
