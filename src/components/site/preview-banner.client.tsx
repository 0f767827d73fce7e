'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useTranslations } from 'use-intl'

import styles from './preview-banner.module.css'

/** Shown to staff while they preview drafts: which mode they are in, and the way out. */
export function PreviewBanner() {
  const t = useTranslations('shell.preview')
  const pathname = usePathname()
  const search = useSearchParams().toString()
  const here = search ? `${pathname}?${search}` : pathname
  return (
    <div className={styles.banner} role="status">
      <span>{t('notice')}</span>
      {/* A plain link: leaving preview needs a full request so every cached page is fresh again. */}
      <a href={`/api/preview/exit?path=${encodeURIComponent(here)}`}>{t('exit')}</a>
    </div>
  )
}
