import Link from 'next/link'

import styles from './dashboard.module.css'

export type NextStep = { href: string; label: string; isPrimary?: boolean }

/** What a section will hold once there is something, and where a new candidate can begin. */
export function EmptyState({ message, steps }: { message: string; steps: NextStep[] }) {
  return (
    <div className={styles.empty} data-testid="empty-state">
      <p>{message}</p>
      {steps.length ? (
        <ul className={styles.nextSteps}>
          {steps.map((step) => (
            <li key={step.href}>
              <Link href={step.href} className={step.isPrimary ? styles.action : styles.secondaryAction}>
                {step.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
