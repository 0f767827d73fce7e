import Link from 'next/link'
import type { ReactNode } from 'react'

import { BrandMark } from '@/components/site/brand-mark'

import styles from './auth-form.module.css'

/** The bare auth pages' frame: the brand (a way home, as there is no header), a title, the form. */
export function AuthCard({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="auth-heading">
        <Link href="/" className={styles.brand}>
          <BrandMark />
          <span>Punjab PCS Academy</span>
        </Link>
        <h1 id="auth-heading">{title}</h1>
        <p className={styles.lead}>{lead}</p>
        {children}
      </section>
    </div>
  )
}
