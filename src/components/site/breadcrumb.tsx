import Link from 'next/link'

import { getTranslator } from '@/i18n/translator'
import type { Locale } from '@/i18n/locale'

import styles from './breadcrumb.module.css'

/**
 * Home / … / the current page, first thing in a page's content and spaced the same on every page.
 * The last crumb is the page itself; `locale` is the page's language (its title is content in it).
 */
export function Breadcrumb({ trail, current, locale }: { trail: { href: string; label: string }[]; current: string; locale: Locale }) {
  return (
    <nav aria-label={getTranslator(locale, 'shell')('breadcrumb')} className={styles.breadcrumb}>
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
