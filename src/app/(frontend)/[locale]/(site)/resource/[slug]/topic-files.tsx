import Link from 'next/link'

import type { TopicFile } from '@/features/resources/topic-access'
import { fileTypeLabel, formatFileSize } from '@/lib/format'
import type { Locale } from '@/lib/locale'

import { LockIcon } from '@/features/resources/components/lock-icon'
import styles from './topic.module.css'

type TopicFilesProps = {
  files: TopicFile[]
  locale: Locale
  /** Where a signed-out visitor signs in to download a paid file; null when signed in. */
  signInHref: string | null
}

/** The topic's downloadable PDFs; a paid one the reader may not download shows a lock and how to enrol. */
export function TopicFiles({ files, locale, signInHref }: TopicFilesProps) {
  return (
    <section aria-labelledby="files-heading" className={styles.files}>
      <h2 id="files-heading">Downloadable PDFs</h2>
      <ul className={styles.fileList}>
        {files.map(({ id, title, file }) =>
          file ? (
            <li key={id} className={styles.fileItem}>
              <a href={file.url} download={file.filename || undefined} className={styles.fileLink}>
                <span lang={locale}>{title}</span>{' '}
                <span className={styles.meta}>
                  ({fileTypeLabel(file.mimeType, file.filename)}, {formatFileSize(file.filesize)})
                </span>
              </a>
            </li>
          ) : (
            <li key={id} className={`${styles.fileItem} ${styles.fileLocked}`}>
              <span className={styles.fileLockedTitle}>
                <LockIcon className={styles.lockIcon} />
                <span lang={locale}>{title}</span>
              </span>
              <span className={styles.meta}>
                For enrolled candidates. <Link href="/products">Enrol in a course</Link>
                {signInHref ? (
                  <>
                    {' '}
                    or <Link href={signInHref}>sign in</Link>
                  </>
                ) : null}{' '}
                to download it.
              </span>
            </li>
          ),
        )}
      </ul>
    </section>
  )
}
