import styles from './spinner.module.css'

type SpinnerProps = {
  /** What is loading, read out by screen readers. */
  label?: string
  /** Cover the whole viewport (page loads) instead of sitting inline. */
  fullScreen?: boolean
  /** Off when a live region elsewhere already announces the wait (the page transition keeps one). */
  announce?: boolean
}

/** The shared centred spinner. role="status" makes screen readers announce its label. */
export function Spinner({ label = 'Loading', fullScreen = true, announce = true }: SpinnerProps) {
  const className = fullScreen ? styles.fullScreen : styles.inline
  if (!announce) {
    return (
      <div className={className} data-testid="spinner" aria-hidden="true">
        <span className={styles.wheel} />
      </div>
    )
  }
  return (
    <div role="status" aria-live="polite" aria-label={label} className={className} data-testid="spinner">
      <span className={styles.wheel} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  )
}
