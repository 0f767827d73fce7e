import type { ReactNode } from 'react'

import { Breadcrumb } from '@/components/site/breadcrumb'
import { LanguageSwitch } from '@/components/site/language-switch.client'
import type { Locale } from '@/lib/locale'

import styles from './section.module.css'

type Crumb = { label: string; href?: string }

/** Breadcrumb, eyebrow, the page's h1 with the language switch beside it, and a lead paragraph. */
export function PageHeader({
  crumbs,
  eyebrow,
  title,
  titleId,
  lead,
  locale,
  switchPath,
  children,
}: {
  crumbs: Crumb[]
  eyebrow?: string
  title: string
  titleId: string
  lead?: ReactNode
  locale: Locale
  /** The page's address with its query, where the query changes what the page shows. */
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
          <LanguageSwitch current={locale} path={switchPath} />
        </div>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children}
      </header>
    </>
  )
}
