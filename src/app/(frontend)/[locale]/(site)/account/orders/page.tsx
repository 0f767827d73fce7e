import type { Metadata } from 'next'
import Link from 'next/link'

import styles from '@/features/purchases/components/purchases.module.css'
import { findOwnOrders } from '@/features/purchases/public.server'
import { formatIndianDate } from '@/i18n/format'
import { type LocaleParams, pageLocale, withLocale } from '@/i18n/locale'
import { getTranslator } from '@/i18n/translator'
import { routes } from '@/lib/links'
import { getPayloadClient } from '@/server/payload.server'
import { requireUser } from '@/server/request-user.server'

import { formatPaise, invoiceHref } from './order-format'

export const dynamic = 'force-dynamic'

type Props = { params: LocaleParams }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: getTranslator(await pageLocale(params), 'purchases')('orders.title'), robots: { index: false } }
}

/** `/account/orders`: the candidate's online orders, each with its state and, once paid, its GST invoice (ADR 053). */
export default async function OrdersPage({ params }: Props) {
  const locale = await pageLocale(params)
  const user = await requireUser(withLocale(routes.orders.href(), locale))
  const t = getTranslator(locale, 'purchases')
  const orders = await findOwnOrders(await getPayloadClient(), user)
  return (
    <section className={`container ${styles.page}`} aria-labelledby="orders-heading">
      <h1 id="orders-heading">{t('orders.title')}</h1>
      <p className={styles.lead}>{t('orders.lead')}</p>
      {orders.length === 0 ? (
        <p>
          {t('orders.empty')} <Link href={withLocale(routes.products.href(), locale)}>{t('orders.courses')}</Link>
        </p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('orders.reference')}</th>
              <th scope="col">{t('orders.course')}</th>
              <th scope="col">{t('orders.amount')}</th>
              <th scope="col">{t('orders.date')}</th>
              <th scope="col">{t('orders.status')}</th>
              <th scope="col">{t('orders.invoice')}</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.id}>
                <td>
                  <Link href={withLocale(routes.order.href(order.reference), locale)}>{order.reference}</Link>
                </td>
                <td lang="en">{order.productTitle}</td>
                <td>{formatPaise(order.amountPaise)}</td>
                <td>{formatIndianDate(order.paidAt ?? order.createdAt, locale)}</td>
                <td>{t(`status.${order.status}`)}</td>
                <td>
                  {order.invoiceNumber ? (
                    <a href={invoiceHref(order.reference)} download>
                      {order.invoiceNumber}
                      <span className="visually-hidden"> {t('orders.download')}</span>
                    </a>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
