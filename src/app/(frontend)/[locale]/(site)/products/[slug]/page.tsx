import type { Metadata } from 'next'
import { Picture } from '@/components/ui/picture'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { Breadcrumb } from '@/components/site/breadcrumb'
import { FaqAccordion } from '@/features/library/components/faq-accordion'
import { JsonLd } from '@/features/library/components/json-ld'
import { PriceTag } from '@/features/library/components/price-tag'
import { getTranslator } from '@/i18n/translator'
import { siteImage, type SiteImage } from '@/lib/media'
import { onlinePurchase, productPrice } from '@/domain/purchases/pricing'
import { formatIndianDate } from '@/i18n/format'
import { getSiteSettings } from '@/features/content/content.server'
import { getProduct } from '@/features/content/library.server'
import { getEnv } from '@/lib/env'
import { whatsappUrl } from '@/i18n/format'
import { type Locale, pageLocale, textLang, withLocale } from '@/i18n/locale'
import { WideButton } from '@/components/ui/wide-button'
import { productHref, routes, signUpHref } from '@/lib/links'
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
  if (!product) return { title: getTranslator(locale, 'library')('product.notFound') }
  const cover = siteImage(product.images?.[0])
  const metadata = pageMetadata({ title: product.title, description: product.summary, path: productHref(slug), locale })
  return cover
    ? {
        ...metadata,
        openGraph: { ...metadata.openGraph, images: [{ url: cover.src, width: cover.width, height: cover.height, alt: cover.alt }] },
      }
    : metadata
}

type Settings = Awaited<ReturnType<typeof getSiteSettings>>

/**
 * Buying online (ADR 053), when the gateway's keys are set and the product says how long it grants:
 * the checkout, reached signed in. The offer's end is named while it runs.
 */
function BuyOnline({ slug, offerEndsAt, locale }: { slug: string; offerEndsAt?: string | null; locale: Locale }) {
  const t = getTranslator(locale, 'purchases')
  return (
    <section aria-labelledby="buy-heading" className={styles.buy}>
      <h3 id="buy-heading">{t('buy.heading')}</h3>
      {offerEndsAt ? <p className={styles.offerEnds}>{t('buy.offerEnds', { date: formatIndianDate(offerEndsAt, locale) })}</p> : null}
      <p>{t('buy.lead')}</p>
      <WideButton href={withLocale(routes.checkout.href(slug), locale)}>{t('buy.button')}</WideButton>
    </section>
  )
}

/**
 * The admissions desk (phone, WhatsApp or a visit, from the site settings): staff then enrol the
 * account, which opens the course. The only way without online purchases; beside them, the other way.
 */
function HowToEnrol({
  course,
  settings,
  locale,
  online,
}: {
  course: string
  settings: Settings
  locale: Locale
  /** Online purchases: off on this site, on but not for this course, or on for it too. */
  online: 'off' | 'not-this' | 'also'
}) {
  const t = getTranslator(locale, 'library')
  const whatsapp = `${whatsappUrl(settings.phone)}?text=${encodeURIComponent(t('enrol.whatsappText', { course }))}`
  const address = settings.contact.address?.trim()
  return (
    <section aria-labelledby="enrol-heading" className={styles.enrol}>
      <h3 id="enrol-heading">{online === 'also' ? getTranslator(locale, 'purchases')('buy.atTheCentre') : t('enrol.heading')}</h3>
      <p>{t(online === 'also' ? 'enrol.leadAlso' : online === 'not-this' ? 'enrol.leadCentreOnly' : 'enrol.lead')}</p>
      <ul className={styles.channels}>
        <li>
          <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={styles.whatsapp}>
            {t('enrol.whatsapp')}
            <span className="visually-hidden"> {t('enrol.newTab')}</span>
          </a>
        </li>
        <li>
          <span className={styles.channelLabel}>{t('enrol.call')}</span>{' '}
          <a href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`}>{settings.phone}</a>
        </li>
        {address ? (
          <li>
            <span className={styles.channelLabel}>{t('enrol.visit')}</span>
            <address lang={textLang(address, locale)}>
              {address.split('\n').map((line) => (
                <span key={line} className={styles.addressLine}>
                  {line}
                </span>
              ))}
            </address>
          </li>
        ) : null}
      </ul>
      <h4 className={styles.nextHeading}>{t('enrol.next')}</h4>
      <ol className={styles.steps}>
        <li>{t.rich('enrol.stepAccount', { signUp: (chunks) => <Link href={signUpHref()}>{chunks}</Link> })}</li>
        <li>{t('enrol.stepPay')}</li>
        <li>{t('enrol.stepAccess')}</li>
      </ol>
      <p>
        <Link href={routes.contactUs.href()}>{t('enrol.contactPage')}</Link>
      </p>
    </section>
  )
}

export default async function ProductPage({ params }: ProductPageProps) {
  const { slug } = await params
  const locale = await pageLocale(params)
  const [product, settings] = await Promise.all([findProduct(slug, locale), getSiteSettings(locale)])
  if (!product) notFound()

  const images = (product.images ?? []).map(siteImage).filter((image): image is SiteImage => image !== null)
  const [mainImage, ...moreImages] = images
  const price = productPrice(product.price, product.offerPrice, product.offerEndsAt)
  const sellsOnline = Boolean(getEnv().razorpay) && onlinePurchase(product) !== null
  const absolute = (path: string) => new URL(path, getEnv().serverUrl).toString()
  const t = getTranslator(locale, 'library')
  const kind = t(`kinds.${product.kind}.one`)

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
          { href: '/', label: getTranslator(locale, 'common')('home') },
          { href: routes.products.href(), label: t('courses.title') },
        ]}
        current={product.title}
        locale={locale}
      />

      <div className={styles.layout}>
        <header className={styles.header}>
          <div className={styles.headerTop}>
            <p className={styles.kind}>{kind}</p>
          </div>
          <h1 id="product-heading" lang={textLang(product.title, locale)}>
            {product.title}
          </h1>
          <p className={styles.summary} lang={textLang(product.summary, locale)}>
            {product.summary}
          </p>
        </header>

        <section className={styles.aside} aria-labelledby="price-heading">
          <div className={styles.priceBox}>
            <h2 id="price-heading" className="visually-hidden">
              {t('product.fee')}
            </h2>
            <PriceTag
              price={product.price}
              offerPrice={product.offerPrice}
              offerEndsAt={product.offerEndsAt}
              locale={locale}
              size="large"
            />
            <dl className={styles.terms}>
              <div>
                <dt>{t('card.validity')}</dt>
                <dd lang={textLang(product.validity, locale)}>{product.validity}</dd>
              </div>
              <div>
                <dt>{t('card.language')}</dt>
                <dd>{t(`languages.${product.language}`)}</dd>
              </div>
            </dl>
            {sellsOnline ? (
              <BuyOnline slug={product.slug} offerEndsAt={price.original != null ? product.offerEndsAt : null} locale={locale} />
            ) : null}
            <HowToEnrol
              course={product.title}
              settings={settings}
              locale={locale}
              online={sellsOnline ? 'also' : getEnv().razorpay ? 'not-this' : 'off'}
            />
            <p className={styles.help}>
              {t.rich('product.help', {
                contact: (chunks) => <Link href={routes.contactUs.href()}>{chunks}</Link>,
                faqs: (chunks) => <Link href={routes.faqs.href()}>{chunks}</Link>,
              })}
            </p>
          </div>
        </section>

        <div className={styles.body}>
          {mainImage ? (
            <section aria-label={t('product.gallery')} className={styles.gallery}>
              <Picture
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
                      <Picture
                        src={image.src}
                        alt={image.alt}
                        width={image.width}
                        height={image.height}
                        sizes="(min-width: 1024px) 370px, 50vw"
                      />
                    </li>
                  ))}
                </ul>
              ) : null}
            </section>
          ) : null}

          {product.includes?.length ? (
            <section aria-labelledby="includes-heading" className={styles.section}>
              <h2 id="includes-heading">{t('product.includes')}</h2>
              <ul className={styles.includes} lang={textLang(product.includes[0]?.item, locale)}>
                {product.includes.map((row, index) => (
                  <li key={row.id ?? index}>{row.item}</li>
                ))}
              </ul>
            </section>
          ) : null}

          {product.faqs?.length ? (
            <section aria-labelledby="faqs-heading" className={styles.section}>
              <h2 id="faqs-heading">{t('product.faqs')}</h2>
              <FaqAccordion items={product.faqs} locale={locale} idPrefix="faq" />
            </section>
          ) : null}
        </div>
      </div>
    </article>
  )
}
