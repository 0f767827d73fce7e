import type { ReactNode } from 'react'

import { LanguageSwitch } from '@/components/site/language-switch.client'
import type { Locale } from '@/lib/locale'

import styles from './library.module.css'

/** A library page's title, the language switch beside it, and the lead paragraph. */
export function PageHeader({
  id,
  title,
  lead,
  locale,
  eyebrow,
  switchPath,
}: {
  id: string
  title: ReactNode
  lead?: ReactNode
  locale: Locale
  eyebrow?: ReactNode
  /** The page's address with its query, where the query changes what the page shows. */
  switchPath?: string
}) {
  return (
    <header className={styles.pageHeader}>
      <div className={styles.titleRow}>
        <div>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 id={id}>{title}</h1>
        </div>
        <LanguageSwitch current={locale} path={switchPath} />
      </div>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </header>
  )
}
