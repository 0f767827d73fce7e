import Link from 'next/link'

import type { Locale } from '@/lib/locale'

import styles from './breadcrumb.module.css'

/** Home / … / the current page. The last crumb is the page itself; `locale` when its title is content. */
export function Breadcrumb({ trail, current, locale }: { trail: { href: string; label: string }[]; current: string; locale?: Locale }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
      <ol>
        {trail.map((crumb) => (
          <li key={crumb.href}>
            <Link href={crumb.href}>{crumb.label}</Link>
          </li>
        ))}
        <li aria-current="page" lang={locale}>
          {current}
        </li>
      </ol>
    </nav>
  )
}
