import type { Metadata } from 'next'

import { BrandMark } from '@/components/site/brand-mark'
import { WideButton } from '@/components/ui/wide-button'

import styles from '../(site)/status-page.module.css'

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } }

/** The 404 for the bare screens (tests, results, sign-in): no header, so it offers the ways out itself. */
export default function BareNotFound() {
  return (
    <section className={`container ${styles.page} ${styles.bare}`} aria-labelledby="not-found-heading">
      <BrandMark />
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-heading">Page not found</h1>
      <p className={styles.lead}>This link does not lead to a test, a result or a quiz. It may be mistyped or out of date.</p>
      <div className={styles.actions}>
        <WideButton href="/test-series">See all test series</WideButton>
        <WideButton href="/" variant="outlined">
          Go to the home page
        </WideButton>
      </div>
    </section>
  )
}
