import Link from 'next/link'

import { WideButton } from '@/components/ui/wide-button'
import { getTranslator } from '@/i18n/translator'
import { productHref, routes } from '@/lib/links'
import { type Locale, textLang } from '@/i18n/locale'
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
  const t = getTranslator(locale, 'resources')
  return (
    <section className={styles.locked} aria-labelledby="locked-heading">
      <h2 id="locked-heading" className={styles.lockedHeading}>
        <LockIcon className={styles.lockIcon} />
        {t('locked.heading')}
      </h2>
      <p>
        {t.rich('locked.comeWith', {
          title: topicTitle,
          count: products.length,
          topic: (chunks) => <span lang={textLang(topicTitle, locale)}>{chunks}</span>,
        })}
      </p>
      {products.length ? (
        <ul className={styles.productList}>
          {products.map((product) => (
            <li key={product.id}>
              <Link href={productHref(product.slug, locale)} lang={textLang(product.title, locale)}>
                {product.title}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {signInHref ? (
        <p>{t.rich('locked.alreadyEnrolled', { link: (chunks) => <Link href={signInHref}>{chunks}</Link> })}</p>
      ) : (
        <p>{t('locked.noEnrolment')}</p>
      )}
      {/* The course page says how to enrol today (purchases are made through the admissions desk). */}
      <WideButton href={first ? `${productHref(first.slug, locale)}#enrol-heading` : routes.products.href()}>
        {first ? t('locked.howToEnrol') : t('locked.seeCourses')}
      </WideButton>
    </section>
  )
}
