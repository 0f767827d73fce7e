'use client'

import { useId, useState, useSyncExternalStore } from 'react'

import styles from './test-pages.module.css'

export const CONFIRM_LABEL =
  'I have read and understood the instructions. I agree that my answers are saved automatically and that the test is submitted when the time is up.'

const subscribeToNothing = () => () => {}

/**
 * The confirmation box and the Start button. The server renders the button enabled, so the form works
 * before (or without) JavaScript, where the box's `required` and the server's own check refuse an
 * unticked form; once hydrated, the button waits for the tick.
 */
export function TestStartConfirm() {
  const [isChecked, setChecked] = useState(false)
  const isHydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
  const hintId = useId()
  const isWaiting = isHydrated && !isChecked
  return (
    <>
      <label className={styles.confirm}>
        <input type="checkbox" name="confirm" value="yes" required onChange={(event) => setChecked(event.currentTarget.checked)} />
        <span>{CONFIRM_LABEL}</span>
      </label>
      <div className={styles.startRow}>
        <button type="submit" className={styles.startButton} disabled={isWaiting} aria-describedby={isWaiting ? hintId : undefined}>
          Start test
        </button>
        {isWaiting ? (
          <p id={hintId} className={styles.startHint}>
            Tick the box above to start.
          </p>
        ) : null}
      </div>
    </>
  )
}
