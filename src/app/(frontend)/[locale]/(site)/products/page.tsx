import type { Metadata } from 'next'
import Link from 'next/link'

import { Breadcrumb } from '@/components/site/breadcrumb'
import { PageHeader } from '@/features/library/components/page-header'
import { ProductCard } from '@/features/library/components/product-card'
import { getTranslator } from '@/i18n/translator'
import { getCourseCatalogue } from '@/features/content/library.server'
import { pageLocale } from '@/i18n/locale'
import { pageMetadata } from '@/lib/metadata'
import { productKinds } from '@/collections/products'
import { routes } from '@/lib/links'

import styles from './products.module.css'

type CoursesPageProps = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: CoursesPageProps): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = getTranslator(locale, 'library')
  return pageMetadata({ title: t('courses.metaTitle'), description: t('courses.metaDescription'), path: routes.products.href(), locale })
}

/** /products (Courses): every product, grouped by kind in the collection's order of kinds. */
export default async function CoursesPage({ params }: CoursesPageProps) {
  const locale = await pageLocale(params)
  const catalogue = await getCourseCatalogue(locale)
  const groups = productKinds
    .map((kind) => ({ kind, products: catalogue.filter((product) => product.kind === kind) }))
    .filter((group) => group.products.length > 0)
  const t = getTranslator(locale, 'library')

  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumb locale={locale} trail={[{ href: '/', label: getTranslator(locale, 'common')('home') }]} current={t('courses.title')} />
      <PageHeader id="courses-heading" title={t('courses.title')} locale={locale} lead={t('courses.lead')} />

      {groups.length > 1 ? (
        <nav aria-label={t('courses.kinds')} className={styles.kinds}>
          <ul>
            {groups.map((group) => (
              <li key={group.kind}>
                <a href={`#${group.kind}`}>
                  {t(`kinds.${group.kind}.many`)} <span className={styles.count}>({group.products.length})</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      {groups.length ? (
        groups.map((group, groupIndex) => (
          <section key={group.kind} id={group.kind} aria-labelledby={`${group.kind}-heading`} className={styles.group}>
            <h2 id={`${group.kind}-heading`}>{t(`kinds.${group.kind}.many`)}</h2>
            <ul className={styles.cards}>
              {group.products.map((product, index) => (
                <li key={product.id}>
                  <ProductCard product={product} locale={locale} preload={groupIndex === 0 && index === 0} />
                </li>
              ))}
            </ul>
          </section>
        ))
      ) : (
        <p className={styles.empty}>
          {t.rich('courses.empty', { link: (chunks) => <Link href={routes.contactUs.href()}>{chunks}</Link> })}
        </p>
      )}
    </div>
  )
}
