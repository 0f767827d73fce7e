import Link from 'next/link'

import { WideButton } from '@/components/ui/wide-button'
import { productHref } from '@/lib/links'
import type { Locale } from '@/lib/locale'
import type { Product } from '@/payload-types'

import { LockIcon } from '@/features/resources/components/lock-icon'
import styles from './topic.module.css'

type LockedNotesProps = {
  topicTitle: string
  products: Pick<Product, 'id' | 'title' | 'slug'>[]
  locale: Locale
  /** Where a signed-out visitor signs in (coming back here); null when already signed in. */
  signInHref: string | null
}

/** In place of paid notes: what unlocks them, and how to get it. The overview above is the preview. */
export function LockedNotes({ topicTitle, products, locale, signInHref }: LockedNotesProps) {
  const [first] = products
  return (
    <section className={styles.locked} aria-labelledby="locked-heading">
      <h2 id="locked-heading" className={styles.lockedHeading}>
        <LockIcon className={styles.lockIcon} />
        The full notes are for enrolled candidates
      </h2>
      <p>
        The structured notes and downloadable PDFs on <span lang={locale}>{topicTitle}</span>{' '}
        {products.length ? (products.length === 1 ? 'come with this course:' : 'come with any of these courses:') : 'come with our paid courses.'}
      </p>
      {products.length ? (
        <ul className={styles.productList}>
          {products.map((product) => (
            <li key={product.id}>
              <Link href={productHref(product.slug)} lang={locale}>
                {product.title}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {signInHref ? (
        <p>
          Already enrolled? <Link href={signInHref}>Sign in to read the notes</Link>.
        </p>
      ) : (
        <p>Your account has no active enrolment that includes these notes. Once you enrol, they open here straight away.</p>
      )}
      <WideButton href={first ? productHref(first.slug) : '/products'}>{first ? 'Enrol now' : 'See all courses'}</WideButton>
    </section>
  )
}
