import Link from 'next/link'

import { getNavigation, getSiteSettings } from '@/lib/content.server'

import styles from './site-header.module.css'

/** A paid entry (NCERT included, per the spec) leads to /coming-soon instead of its own link. */
export const menuHref = (entry: { link: string; isPaid?: boolean | null }) => (entry.isPaid ? '/coming-soon' : entry.link)

export async function SiteHeader() {
  const [navigation, settings] = await Promise.all([getNavigation(), getSiteSettings()])
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.brand}>
          {settings.siteName}
        </Link>
        <nav aria-label="Main">
          <ul className={styles.menu}>
            {navigation.items?.map((item) => (
              <li key={item.id ?? item.name}>
                <Link href={menuHref(item)}>{item.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <Link href="/sign-in" className={styles.cta}>
          Join Today
        </Link>
      </div>
    </header>
  )
}
