import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/locale'

import styles from './library.module.css'

/** A library page's title and the lead paragraph (the language switch is the header's, on every page). */
export function PageHeader({
  id,
  title,
  lead,
  eyebrow,
}: {
  id: string
  title: ReactNode
  lead?: ReactNode
  locale: Locale
  eyebrow?: ReactNode
  /** Unused since the switch moved to the header, which reads the query from the address itself. */
  switchPath?: string
}) {
  return (
    <header className={styles.pageHeader}>
      <div className={styles.titleRow}>
        <div>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 id={id}>{title}</h1>
        </div>
      </div>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </header>
  )
}
