import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { OrderWatch } from '@/features/purchases/components/order-watch.client'
import { PayAgainForm } from '@/features/purchases/components/pay-again-form'
import styles from '@/features/purchases/components/purchases.module.css'
import { checkoutAgain, findOwnOrder, settleOnView } from '@/features/purchases/public.server'
import { formatIndianDate } from '@/i18n/format'
import { pageLocale, withLocale, type LocaleParams } from '@/i18n/locale'
import { getTranslator } from '@/i18n/translator'
import { DASHBOARD_PATH, routes } from '@/lib/links'
import { getPayloadClient } from '@/server/payload.server'
import { requireUser } from '@/server/request-user.server'

import { formatPaise, invoiceHref } from '../order-format'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string; reference: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { reference } = await params
  const locale = await pageLocale(params as LocaleParams)
  return { title: getTranslator(locale, 'purchases')('order.metaTitle', { reference }), robots: { index: false } }
}

/**
 * `/account/orders/{reference}`: where the gateway sends the candidate back (ADR 053). It says what
 * the database holds (paid, waiting, failed, refunded); a waiting order is asked of the gateway and
 * watched until it settles; one not paid can be paid again.
 */
export default async function OrderPage({ params }: Props) {
  const { reference } = await params
  const locale = await pageLocale(params as LocaleParams)
  const user = await requireUser(withLocale(routes.order.href(reference), locale))
  const payload = await getPayloadClient()
  const found = await findOwnOrder(payload, user, reference)
  if (!found) notFound()
  const order = await settleOnView(payload, found)
  const t = getTranslator(locale, 'purchases')
  const amount = formatPaise(order.amountPaise)
  const checkout = order.status === 'created' || order.status === 'failed' ? await checkoutAgain(payload, user, order, locale) : null
  const date = (iso: string) => formatIndianDate(iso, locale)

  return (
    <section className={`container ${styles.page}`} aria-labelledby="order-heading">
      <h1 id="order-heading">{t('order.metaTitle', { reference: order.reference })}</h1>
      <p className={styles.lead} lang="en">
        {order.productTitle}
      </p>

      <div className={`${styles.state} ${styles[order.status]}`} role="status" data-testid="order-state">
        {order.status === 'paid' ? (
          <>
            <h2>{t('order.paid.heading')}</h2>
            <p>{t('order.paid.text', { course: order.productTitle, date: date(order.accessUntil) })}</p>
            <p className={styles.actions}>
              <Link href={withLocale(DASHBOARD_PATH, locale)}>{t('checkout.dashboard')}</Link>
              <a href={invoiceHref(order.reference)} download>
                {t('orders.download')}
              </a>
            </p>
          </>
        ) : order.status === 'created' ? (
          <>
            <h2>{t('order.created.heading')}</h2>
            <p>{t('order.created.text')}</p>
            <OrderWatch label={t('order.created.checking')} />
          </>
        ) : order.status === 'failed' ? (
          <>
            <h2>{t('order.failed.heading')}</h2>
            {order.failureReason ? <p lang="en">{t('order.failed.reason', { reason: order.failureReason })}</p> : null}
            <p>{t('order.failed.text')}</p>
          </>
        ) : (
          <>
            <h2>{t('order.refunded.heading')}</h2>
            <p>{t('order.refunded.text', { date: date(order.refundedAt ?? order.updatedAt) })}</p>
          </>
        )}
      </div>

      {checkout ? (
        <PayAgainForm
          checkout={checkout}
          label={order.status === 'failed' ? t('order.retry', { amount }) : t('checkout.pay', { amount })}
        />
      ) : null}

      <section className={styles.card} aria-labelledby="details-heading">
        <h2 id="details-heading">{t('order.details')}</h2>
        <dl className={styles.facts}>
          <div>
            <dt>{t('orders.amount')}</dt>
            <dd>{amount}</dd>
          </div>
          <div>
            <dt>{t('orders.status')}</dt>
            <dd>{t(`status.${order.status}`)}</dd>
          </div>
          {order.paidAt ? (
            <div>
              <dt>{t('order.paidOn')}</dt>
              <dd>{date(order.paidAt)}</dd>
            </div>
          ) : null}
          {order.gatewayPaymentId ? (
            <div>
              <dt>{t('order.payment')}</dt>
              <dd>{order.gatewayPaymentId}</dd>
            </div>
          ) : null}
          {order.invoiceNumber ? (
            <div>
              <dt>{t('order.invoiceNumber')}</dt>
              <dd>{order.invoiceNumber}</dd>
            </div>
          ) : null}
        </dl>
      </section>
      <p className={styles.note}>
        {t.rich('order.help', {
          reference: order.reference,
          contact: (chunks) => <Link href={withLocale(routes.contactUs.href(), locale)}>{chunks}</Link>,
        })}
      </p>
      <p>
        <Link href={withLocale(routes.orders.href(), locale)}>{t('order.allOrders')}</Link>
      </p>
    </section>
  )
}
