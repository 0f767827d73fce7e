import type { Metadata } from 'next'
import Link from 'next/link'

import { toMenu } from '@/components/site/menu'
import { WideButton } from '@/components/ui/wide-button'
import { getNavigation } from '@/lib/content.server'

import styles from './status-page.module.css'

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } }

export default async function NotFound() {
  const menu = toMenu(await getNavigation())
  const sections = menu.filter((entry) => !entry.isPaid)
  return (
    <section className={`container ${styles.page}`} aria-labelledby="not-found-heading">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-heading">Page not found</h1>
      <p className={styles.lead}>
        We could not find that page. The link may be mistyped, or the page may have moved since it was shared.
      </p>
      <div className={styles.actions}>
        <WideButton href="/">Go to the home page</WideButton>
        <WideButton href="/test-series" variant="outlined">
          Practise with a mock test
        </WideButton>
      </div>
      <h2 className={styles.subheading}>Popular sections</h2>
      <ul className={styles.sections}>
        {sections.map((entry) => (
          <li key={entry.href}>
            <Link href={entry.href}>{entry.name}</Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
