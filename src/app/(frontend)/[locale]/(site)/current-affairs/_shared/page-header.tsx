import type { ReactNode } from 'react'

import { Breadcrumb } from '@/components/site/breadcrumb'
import type { Locale } from '@/i18n/locale'

import styles from './section.module.css'

type Crumb = { label: string; href?: string }

/** Breadcrumb, eyebrow, the page's h1 and a lead paragraph (the language switch is the header's, on every page). */
export function PageHeader({
  crumbs,
  eyebrow,
  title,
  titleId,
  lead,
  locale,
  children,
}: {
  crumbs: Crumb[]
  eyebrow?: string
  title: string
  titleId: string
  lead?: ReactNode
  locale: Locale
  /** Unused since the switch moved to the header, which reads the query from the address itself. */
  switchPath?: string
  children?: ReactNode
}) {
  return (
    <>
      <Breadcrumb
        trail={crumbs.filter((crumb): crumb is Required<Crumb> => Boolean(crumb.href))}
        current={crumbs.find((crumb) => !crumb.href)?.label ?? title}
        locale={locale}
      />
      <header className={styles.header}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <div className={styles.titleRow}>
          <h1 id={titleId}>{title}</h1>
        </div>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children}
      </header>
    </>
  )
}
