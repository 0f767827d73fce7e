import Link from 'next/link'
import type { ReactNode } from 'react'

import { BrandMark } from '@/components/site/brand-mark'
import { getSiteSettings } from '@/features/content/public.server'

import styles from './auth-form.module.css'

/** The bare auth pages' frame: the brand (a way home, as there is no header), a title, the form. */
export async function AuthCard({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  const { siteName } = await getSiteSettings()
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="auth-heading">
        <Link href="/" className={styles.brand}>
          <BrandMark />
          <span>{siteName}</span>
        </Link>
        <h1 id="auth-heading">{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children}
      </section>
    </div>
  )
}
