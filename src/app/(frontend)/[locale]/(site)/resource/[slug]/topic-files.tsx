import Link from 'next/link'

import type { TopicFile } from '@/features/resources/topic-access'
import { getTranslator } from '@/i18n/translator'
import { fileTypeLabel, formatFileSize } from '@/i18n/format'
import { type Locale, textLang } from '@/i18n/locale'

import { LockIcon } from '@/features/resources/components/lock-icon'
import { routes } from '@/lib/links'
import styles from './topic.module.css'

type TopicFilesProps = {
  files: TopicFile[]
  locale: Locale
  /** Where a signed-out visitor signs in to download a paid file; null when signed in. */
  signInHref: string | null
}

/** The topic's downloadable PDFs; a paid one the reader may not download shows a lock and how to enrol. */
export function TopicFiles({ files, locale, signInHref }: TopicFilesProps) {
  const t = getTranslator(locale, 'resources')
  const enrol = (chunks: React.ReactNode) => <Link href={routes.products.href()}>{chunks}</Link>
  return (
    <section aria-labelledby="files-heading" className={styles.files}>
      <h2 id="files-heading">{t('files.heading')}</h2>
      <ul className={styles.fileList}>
        {files.map(({ id, title, file }) =>
          file ? (
            <li key={id} className={styles.fileItem}>
              <a href={file.url} download={file.filename || undefined} className={styles.fileLink}>
                <span lang={textLang(title, locale)}>{title}</span>{' '}
                <span className={styles.meta}>
                  ({fileTypeLabel(file.mimeType, file.filename)}, {formatFileSize(file.filesize, locale)})
                </span>
              </a>
            </li>
          ) : (
            <li key={id} className={`${styles.fileItem} ${styles.fileLocked}`}>
              <span className={styles.fileLockedTitle}>
                <LockIcon className={styles.lockIcon} />
                <span lang={textLang(title, locale)}>{title}</span>
              </span>
              <span className={styles.meta}>
                {signInHref
                  ? t.rich('files.lockedSignIn', { enrol, signIn: (chunks) => <Link href={signInHref}>{chunks}</Link> })
                  : t.rich('files.locked', { enrol })}
              </span>
            </li>
          ),
        )}
      </ul>
    </section>
  )
}
