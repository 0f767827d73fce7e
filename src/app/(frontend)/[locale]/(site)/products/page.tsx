import type { Metadata } from 'next'
import Link from 'next/link'

import { Breadcrumb } from '@/components/site/breadcrumb'
import { PageHeader } from '@/features/library/components/page-header'
import { ProductCard } from '@/features/library/components/product-card'
import { productKindNames } from '@/features/library/labels'
import { getCourseCatalogue } from '@/lib/content/library.server'
import { pageLocale } from '@/lib/locale'
import { pageMetadata } from '@/lib/metadata'
import { productKinds } from '@/collections/products'

import styles from './products.module.css'

type CoursesPageProps = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: CoursesPageProps): Promise<Metadata> {
  return pageMetadata({
    title: 'Courses: PPSC coaching, test series, notes and answer copies',
    description:
      'Punjab PCS courses, test series, notes and toppers’ answer copies from Punjab PCS Academy: what each includes, its validity, language and fee in rupees, with current offers.',
    path: '/products',
    locale: await pageLocale(params),
  })
}

/** /products (Courses): every product, grouped by kind in the collection's order of kinds. */
export default async function CoursesPage({ params }: CoursesPageProps) {
  const locale = await pageLocale(params)
  const catalogue = await getCourseCatalogue(locale)
  const groups = productKinds
    .map((kind) => ({ kind, products: catalogue.filter((product) => product.kind === kind) }))
    .filter((group) => group.products.length > 0)

  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumb trail={[{ href: '/', label: 'Home' }]} current="Courses" />
      <PageHeader
        id="courses-heading"
        title="Courses"
        locale={locale}
        lead="Classroom and online courses, test series, notes and answer copies for the Punjab PCS exam: what each includes, how long you have access, the language and the fee."
      />

      {groups.length > 1 ? (
        <nav aria-label="Kinds of course" className={styles.kinds}>
          <ul>
            {groups.map((group) => (
              <li key={group.kind}>
                <a href={`#${group.kind}`}>
                  {productKindNames[group.kind].many} <span className={styles.count}>({group.products.length})</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      {groups.length ? (
        groups.map((group) => (
          <section key={group.kind} id={group.kind} aria-labelledby={`${group.kind}-heading`} className={styles.group}>
            <h2 id={`${group.kind}-heading`}>{productKindNames[group.kind].many}</h2>
            <ul className={styles.cards}>
              {group.products.map((product) => (
                <li key={product.id}>
                  <ProductCard product={product} locale={locale} />
                </li>
              ))}
            </ul>
          </section>
        ))
      ) : (
        <p className={styles.empty}>
          No course is open for admission at the moment. <Link href="/contact-us">Contact us</Link> to hear when the next batch starts.
        </p>
      )}
    </div>
  )
}
