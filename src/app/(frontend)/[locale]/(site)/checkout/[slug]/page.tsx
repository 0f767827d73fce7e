import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { PUNJAB } from '@/domain/purchases/gst'
import { CheckoutForm } from '@/features/purchases/components/checkout-form.client'
import styles from '@/features/purchases/components/purchases.module.css'
import { getProduct } from '@/features/content/library.server'
import { currentEnrolment, findSellable, purchasesConfig } from '@/features/purchases/public.server'
import { formatIndianDate, formatRupees } from '@/i18n/format'
import { type Locale, type LocaleParams, pageLocale, textLang, withLocale } from '@/i18n/locale'
import { MessagesProvider } from '@/i18n/messages-provider'
import { getTranslator } from '@/i18n/translator'
import { DASHBOARD_PATH, productHref, routes } from '@/lib/links'
import { getPayloadClient } from '@/server/payload.server'
import { requireUser } from '@/server/request-user.server'

// The signed-in candidate's bill at this moment's price: rendered per request, never cached.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string; slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: getTranslator(await pageLocale(params as LocaleParams), 'purchases')('checkout.title'), robots: { index: false } }
}

/**
 * `/checkout/{slug}`: buying a product online (ADR 053). The bill at today's price (an offer only
 * while it runs) and what it grants; the billing details; then the gateway's page. Without gateway
 * keys, or for a product not sold online, the page says how to enrol instead.
 */
export default async function CheckoutPage({ params }: Props) {
  const { slug } = await params
  const locale = await pageLocale(params as LocaleParams)
  const user = await requireUser(withLocale(routes.checkout.href(slug), locale))
  const t = getTranslator(locale, 'purchases')
  const payload = await getPayloadClient()
  const sellable = purchasesConfig() ? await findSellable(payload, user, slug, locale) : null
  if (!sellable) {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) || !(await getProduct(slug, locale))) notFound()
    return <NotSold locale={locale} slug={slug} />
  }
  const { product } = sellable
  const enrolled = await currentEnrolment(payload, user, product.id)
  const amount = formatRupees(sellable.amount)

  return (
    <section className={`container ${styles.page}`} aria-labelledby="checkout-heading">
      <h1 id="checkout-heading">{t('checkout.title')}</h1>
      <p className={styles.lead}>
        <Link href={productHref(product.slug, locale)} lang={textLang(product.title, locale)}>
          {product.title}
        </Link>
      </p>
      <div className={styles.layout}>
        <section className={styles.card} aria-labelledby="summary-heading">
          <h2 id="summary-heading">{t('checkout.summary')}</h2>
          <dl className={styles.facts}>
            <div>
              <dt>{t('checkout.course')}</dt>
              <dd lang={textLang(product.title, locale)}>{product.title}</dd>
            </div>
            <div>
              <dt>{t('checkout.access')}</dt>
              <dd>{formatIndianDate(sellable.accessUntil.toISOString(), locale)}</dd>
            </div>
            {sellable.original != null ? (
              <div>
                <dt>{t('checkout.fullPrice')}</dt>
                <dd>
                  <s>{formatRupees(sellable.original)}</s>
                </dd>
              </div>
            ) : null}
            <div className={styles.total}>
              <dt>{t('checkout.price')}</dt>
              <dd data-testid="checkout-amount">{amount}</dd>
            </div>
          </dl>
          <p className={styles.note}>{t('checkout.gstNote')}</p>
        </section>
        <div className={styles.card}>
          {enrolled ? (
            <>
              <p role="status">{t('checkout.enrolled', { date: formatIndianDate(enrolled.validUntil, locale) })}</p>
              <Link href={withLocale(DASHBOARD_PATH, locale)}>{t('checkout.dashboard')}</Link>
            </>
          ) : user.role !== 'candidate' ? (
            <p role="status">{t('checkout.staff')}</p>
          ) : (
            <>
              <MessagesProvider locale={locale} namespaces={['purchases', 'forms']}>
                <CheckoutForm product={product.slug} amount={amount} initial={{ buyerName: user.name, buyerState: PUNJAB }} />
              </MessagesProvider>
              <p className={styles.note}>
                {t.rich('checkout.terms', {
                  terms: (chunks) => <Link href={withLocale(routes.terms.href(), locale)}>{chunks}</Link>,
                  contact: (chunks) => <Link href={withLocale(routes.contactUs.href(), locale)}>{chunks}</Link>,
                })}
              </p>
            </>
          )}
        </div>
      </div>
    </section>
  )
}

function NotSold({ locale, slug }: { locale: Locale; slug: string }) {
  const t = getTranslator(locale, 'purchases')
  return (
    <section className={`container ${styles.page}`} aria-labelledby="checkout-heading">
      <h1 id="checkout-heading">{t('checkout.title')}</h1>
      <p role="status">{t('checkout.notSold')}</p>
      <p className={styles.actions}>
        <Link href={productHref(slug, locale)}>{getTranslator(locale, 'library')('card.details')}</Link>
        <Link href={withLocale(routes.contactUs.href(), locale)}>{t('checkout.contact')}</Link>
      </p>
    </section>
  )
}
