'use client'

import { useId, useState } from 'react'

import { useIsHydrated } from '@/components/ui/use-is-hydrated.client'

import styles from './test-pages.module.css'

type TestStartConfirmProps = {
  /** The page's words, from the catalogue (the server translates them: this island ships no catalogue). */
  labels: { confirm: string; start: string; tickFirst: string }
}

/**
 * The confirmation box and the Start button. The server renders the button enabled, so the form works
 * before (or without) JavaScript, where the box's `required` and the server's own check refuse an
 * unticked form; once hydrated, the button waits for the tick.
 */
export function TestStartConfirm({ labels }: TestStartConfirmProps) {
  const [isChecked, setChecked] = useState(false)
  const isHydrated = useIsHydrated()
  const hintId = useId()
  const isWaiting = isHydrated && !isChecked
  return (
    <>
      <label className={styles.confirm}>
        <input type="checkbox" name="confirm" value="yes" required onChange={(event) => setChecked(event.currentTarget.checked)} />
        <span>{labels.confirm}</span>
      </label>
      <div className={styles.startRow}>
        <button type="submit" className={styles.startButton} disabled={isWaiting} aria-describedby={isWaiting ? hintId : undefined}>
          {labels.start}
        </button>
        {isWaiting ? (
          <p id={hintId} className={styles.startHint}>
            {labels.tickFirst}
          </p>
        ) : null}
      </div>
    </>
  )
}
