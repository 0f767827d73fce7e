import type { Metadata } from 'next'
import Image from 'next/image'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { Breadcrumb } from '@/components/site/breadcrumb'
import { EnrolButton } from '@/features/library/components/enrol-button.client'
import { FaqAccordion } from '@/features/library/components/faq-accordion'
import { JsonLd } from '@/features/library/components/json-ld'
import { PriceTag } from '@/features/library/components/price-tag'
import { productKindNames, productLanguageNames } from '@/features/library/labels'
import { siteImage, type SiteImage } from '@/lib/media'
import { productPrice } from '@/features/library/pricing'
import { getSiteSettings } from '@/lib/content.server'
import { getProduct } from '@/lib/content/library.server'
import { getEnv } from '@/lib/env'
import { type Locale, pageLocale } from '@/lib/locale'
import { productHref } from '@/lib/links'
import { pageMetadata } from '@/lib/metadata'

import styles from './product.module.css'

/** Rendered on first request, then cached (ADR 010). */
export function generateStaticParams() {
  return []
}

type ProductPageProps = { params: Promise<{ locale: string; slug: string }> }

/** A product's address is its slug; anything else is a 404 without a database read. */
const isProductAddress = (slug: string) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)

async function findProduct(slug: string, locale: Locale) {
  return isProductAddress(slug) ? getProduct(slug, locale) : null
}

export async function generateMetadata({ params }: ProductPageProps): Promise<Metadata> {
  const { slug } = await params
  const locale = await pageLocale(params)
  const product = await findProduct(slug, locale)
  if (!product) return { title: 'Course not found' }
  const cover = siteImage(product.images?.[0])
  const metadata = pageMetadata({ title: product.title, description: product.summary, path: productHref(slug), locale })
  return cover ? { ...metadata, openGraph: { ...metadata.openGraph, images: [{ url: cover.src, width: cover.width, height: cover.height, alt: cover.alt }] } } : metadata
}

export default async function ProductPage({ params }: ProductPageProps) {
  const { slug } = await params
  const locale = await pageLocale(params)
  const [product, settings] = await Promise.all([findProduct(slug, locale), getSiteSettings()])
  if (!product) notFound()

  const images = (product.images ?? []).map(siteImage).filter((image): image is SiteImage => image !== null)
  const [mainImage, ...moreImages] = images
  const price = productPrice(product.price, product.offerPrice)
  const absolute = (path: string) => new URL(path, getEnv().serverUrl).toString()
  const kind = productKindNames[product.kind].one

  return (
    <article className={`container ${styles.page}`} aria-labelledby="product-heading">
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: product.title,
          description: product.summary,
          category: kind,
          image: images.map((image) => absolute(image.src)),
          brand: { '@type': 'Brand', name: settings.siteName },
          offers: {
            '@type': 'Offer',
            price: price.amount,
            priceCurrency: 'INR',
            url: absolute(productHref(product.slug, locale)),
            seller: { '@type': 'Organization', name: settings.siteName },
          },
        }}
      />
      <Breadcrumb
        trail={[
          { href: '/', label: 'Home' },
          { href: '/products', label: 'Courses' },
        ]}
        current={product.title}
        locale={locale}
      />

      <div className={styles.layout}>
        <header className={styles.header}>
          <div className={styles.headerTop}>
            <p className={styles.kind}>{kind}</p>
          </div>
          <h1 id="product-heading" lang={locale}>
            {product.title}
          </h1>
          <p className={styles.summary} lang={locale}>
            {product.summary}
          </p>
        </header>

        <section className={styles.aside} aria-labelledby="price-heading">
          <div className={styles.priceBox}>
            <h2 id="price-heading" className="visually-hidden">
              Fee and enrolment
            </h2>
            <PriceTag price={product.price} offerPrice={product.offerPrice} size="large" />
            <dl className={styles.terms}>
              <div>
                <dt>Validity</dt>
                <dd>{product.validity}</dd>
              </div>
              <div>
                <dt>Language</dt>
                <dd>{productLanguageNames[product.language]}</dd>
              </div>
            </dl>
            <EnrolButton label="Enrol now" />
            <p className={styles.help}>
              Questions before you enrol? <Link href="/contact-us">Contact us</Link> or read the <Link href="/faqs">FAQs</Link>.
            </p>
          </div>
        </section>

        <div className={styles.body}>
          {mainImage ? (
            <section aria-label="Gallery" className={styles.gallery}>
              <Image
                src={mainImage.src}
                alt={mainImage.alt}
                width={mainImage.width}
                height={mainImage.height}
                sizes="(min-width: 1024px) 760px, 100vw"
                preload
              />
              {moreImages.length ? (
                <ul className={styles.thumbnails}>
                  {moreImages.map((image) => (
                    <li key={image.src}>
                      <Image src={image.src} alt={image.alt} width={image.width} height={image.height} sizes="(min-width: 1024px) 370px, 50vw" />
                    </li>
                  ))}
                </ul>
              ) : null}
            </section>
          ) : null}

          {product.includes?.length ? (
            <section aria-labelledby="includes-heading" className={styles.section}>
              <h2 id="includes-heading">What is included</h2>
              <ul className={styles.includes} lang={locale}>
                {product.includes.map((row, index) => (
                  <li key={row.id ?? index}>{row.item}</li>
                ))}
              </ul>
            </section>
          ) : null}

          {product.faqs?.length ? (
            <section aria-labelledby="faqs-heading" className={styles.section}>
              <h2 id="faqs-heading">Frequently asked questions</h2>
              <FaqAccordion items={product.faqs} locale={locale} idPrefix="faq" />
            </section>
          ) : null}
        </div>
      </div>
    </article>
  )
}
