import 'server-only'

import { type Payload, ValidationError } from 'payload'

import { getEnv } from '@/lib/env'
import { listGatewayPayments, type RazorpayConfig } from '@/lib/payments/razorpay.server'
import type { Order } from '@/payload-types'

import { financialYearOf, invoiceNumber, invoiceSerial } from './gst'
import { mayBecomeFailed, mayBecomePaid, type OrderStatus } from './order-status'

/**
 * Settling an order (ADR 053). Only three things move an order to `paid` and grant its enrolment: the
 * browser's return with a valid payment signature, the gateway's webhook with a valid body signature,
 * and the gateway's own answer when asked (the SDK, with our key). Each may come any number of times,
 * in any order, on any node: the enrolment is unique per order in the database, so the first grants
 * and the rest find it; a refunded order stays refunded. These run as the system (`overrideAccess`):
 * no candidate is acting, the gateway is.
 */

export type ConfirmedBy = 'callback' | 'webhook' | 'gateway'

export type Settled =
  | { outcome: 'paid'; order: Order; granted: boolean }
  | { outcome: 'refunded' | 'failed' | 'pending'; order: Order }
  | { outcome: 'unknown-order' }
  | { outcome: 'amount-mismatch'; order: Order }

const statusOf = (order: Order) => order.status as OrderStatus

export async function findOrderByGatewayId(payload: Payload, gatewayOrderId: string): Promise<Order | null> {
  const found = await payload.find({
    collection: 'orders',
    where: { gatewayOrderId: { equals: gatewayOrderId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0] ?? null
}

const isUniqueClash = (error: unknown) =>
  error instanceof ValidationError || (error as { name?: string } | null)?.name === 'ValidationError'

const idOf = (value: unknown): string | number =>
  typeof value === 'object' && value !== null ? (value as { id: string | number }).id : (value as string | number)

/** The order's one enrolment: made now, or found when another confirmation made it first. */
async function grantOnce(payload: Payload, order: Order): Promise<{ id: string | number; granted: boolean }> {
  const existing = async () =>
    (await payload.find({ collection: 'enrolments', where: { order: { equals: order.id } }, limit: 1, depth: 0, overrideAccess: true }))
      .docs[0]
  const before = await existing()
  if (before) return { id: before.id, granted: false }
  try {
    const made = await payload.create({
      collection: 'enrolments',
      data: {
        user: idOf(order.user) as number,
        product: idOf(order.product) as number,
        validUntil: order.accessUntil,
        order: order.id,
        note: `Bought online, order ${order.reference}`,
      },
      overrideAccess: true,
      depth: 0,
    })
    return { id: made.id, granted: true }
  } catch (error) {
    // Another confirmation made it between our read and our write: the database kept one.
    const after = isUniqueClash(error) ? await existing() : undefined
    if (!after) throw error
    return { id: after.id, granted: false }
  }
}

/** The next invoice number of the financial year of `paidAt`, retried when another order took it at the same moment. */
async function withInvoiceNumber(payload: Payload, orderId: Order['id'], paidAt: Date, data: Partial<Order>): Promise<Order> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const prefix = settings.billing?.invoicePrefix || 'PCS'
  const year = financialYearOf(paidAt)
  for (let attempt = 0; ; attempt += 1) {
    const last = await payload.find({
      collection: 'orders',
      where: { invoiceNumber: { like: `${prefix}/${year}/` } },
      sort: '-invoiceNumber',
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const serial = (invoiceSerial(last.docs[0]?.invoiceNumber ?? '') ?? 0) + 1
    try {
      return await payload.update({
        collection: 'orders',
        id: orderId,
        data: { ...data, invoiceNumber: invoiceNumber(prefix, year, serial) },
        overrideAccess: true,
        depth: 0,
      })
    } catch (error) {
      if (!isUniqueClash(error) || attempt >= 5) throw error
    }
  }
}

/**
 * A payment the gateway confirmed for `gatewayOrderId` (its signature checked by the caller): grants
 * the enrolment once and marks the order paid with its invoice number. `amountPaise`, when the message
 * carries one, must be the order's.
 */
export async function confirmPayment(
  payload: Payload,
  input: { gatewayOrderId: string; paymentId: string; amountPaise?: number; via: ConfirmedBy },
): Promise<Settled> {
  const order = await findOrderByGatewayId(payload, input.gatewayOrderId)
  if (!order) return { outcome: 'unknown-order' }
  if (input.amountPaise != null && input.amountPaise !== order.amountPaise) {
    payload.logger.error({ order: order.id, expected: order.amountPaise, paid: input.amountPaise }, 'A payment’s amount is not its order’s')
    return { outcome: 'amount-mismatch', order }
  }
  if (statusOf(order) === 'refunded') return { outcome: 'refunded', order }
  const { granted } = await grantOnce(payload, order)
  if (statusOf(order) === 'paid' && order.invoiceNumber) return { outcome: 'paid', order, granted }
  const paidAt = order.paidAt ? new Date(order.paidAt) : new Date()
  const data: Partial<Order> = {
    status: 'paid',
    gatewayPaymentId: input.paymentId,
    paidAt: paidAt.toISOString(),
    confirmedBy: input.via,
    failureReason: null,
  }
  const updated = order.invoiceNumber
    ? await payload.update({ collection: 'orders', id: order.id, data, overrideAccess: true, depth: 0 })
    : await withInvoiceNumber(payload, order.id, paidAt, data)
  if (granted) payload.logger.info({ order: order.id, via: input.via }, 'Order paid; enrolment granted')
  return { outcome: 'paid', order: updated, granted }
}

/** Every attempt on the order failed (the gateway's signed word): `failed`, unless a payment already landed. */
export async function recordFailure(payload: Payload, gatewayOrderId: string, reason: string): Promise<Settled> {
  const order = await findOrderByGatewayId(payload, gatewayOrderId)
  if (!order) return { outcome: 'unknown-order' }
  if (!mayBecomeFailed(statusOf(order)))
    return statusOf(order) === 'paid'
      ? { outcome: 'paid', order, granted: false }
      : { outcome: statusOf(order) as 'failed' | 'refunded', order }
  const updated = await payload.update({
    collection: 'orders',
    id: order.id,
    data: { status: 'failed', failureReason: reason.slice(0, 300) },
    overrideAccess: true,
    depth: 0,
  })
  return { outcome: 'failed', order: updated }
}

/**
 * Asks the gateway what became of an order not yet settled here (the browser came back with a failure,
 * which carries no signature; or the webhook is late): a captured payment confirms it, all attempts
 * failed fails it, anything else is still pending.
 */
export async function reconcileOrder(payload: Payload, order: Order, config: RazorpayConfig | null = getEnv().razorpay): Promise<Settled> {
  if (!config || !order.gatewayOrderId || !mayBecomePaid(statusOf(order)))
    return statusOf(order) === 'paid' ? { outcome: 'paid', order, granted: false } : { outcome: pendingOr(order), order }
  const payments = await listGatewayPayments(config, order.gatewayOrderId)
  const captured = payments.find((payment) => payment.status === 'captured')
  if (captured)
    return confirmPayment(payload, {
      gatewayOrderId: order.gatewayOrderId,
      paymentId: captured.id,
      amountPaise: captured.amount,
      via: 'gateway',
    })
  const failed = payments.filter((payment) => payment.status === 'failed')
  if (payments.length > 0 && failed.length === payments.length && statusOf(order) === 'created')
    return recordFailure(payload, order.gatewayOrderId, failed.at(-1)?.errorDescription ?? 'The payment failed')
  return { outcome: pendingOr(order), order }
}

const pendingOr = (order: Order): 'pending' | 'failed' | 'refunded' =>
  statusOf(order) === 'failed' ? 'failed' : statusOf(order) === 'refunded' ? 'refunded' : 'pending'
