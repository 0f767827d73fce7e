'use client'

import { useEffect, useState } from 'react'
import { useTranslations } from 'use-intl'

import type { ExamSession } from '@/domain/test-engine/types'
import { clockRemainingMs } from './clock'
import styles from './countdown.module.css'
import { formatCountdown } from './paper'
import type { ServerClock } from './sync'

const LOW_TIME_MS = 10 * 60_000

/**
 * The candidate's clock, hh:mm:ss. It is a timer, not a live region: reading out every second would
 * drown a screen reader; the 10- and 1-minute warnings come as toasts instead.
 */
export function Countdown({
  clock,
  session,
}: {
  clock: ServerClock | null
  session: Pick<ExamSession, 'deadline' | 'serverNow' | 'isTimed'>
}) {
  const t = useTranslations('exam')
  const [remaining, setRemaining] = useState(() => clockRemainingMs(null, session))

  useEffect(() => {
    if (!clock) return
    const tick = () => setRemaining(clockRemainingMs(clock, session))
    const first = setTimeout(tick, 0)
    // Half-second ticks keep the display within a second of the server's clock whatever the timer's drift.
    const timer = setInterval(tick, 500)
    return () => {
      clearTimeout(first)
      clearInterval(timer)
    }
  }, [clock, session])

  const isLow = remaining <= LOW_TIME_MS
  // An untimed quiz (a daily quiz staff left without a timer) shows no clock to race.
  if (session.isTimed === false) {
    return (
      <div className={styles.clock}>
        <span className={styles.clockLabel}>{t('untimed')}</span>
      </div>
    )
  }
  return (
    <div className={styles.clock}>
      <span className={styles.clockLabel} aria-hidden="true">
        {t('timeLeft')}
      </span>
      <span
        role="timer"
        aria-label={t('timerName')}
        className={isLow ? `${styles.time} ${styles.timeLow}` : styles.time}
        data-testid="countdown"
      >
        {formatCountdown(remaining)}
      </span>
    </div>
  )
}
