import { type CollectionAfterChangeHook, type CollectionBeforeChangeHook, ValidationError } from 'payload'

import { isAdminUser } from '@/access'
import { getEnv } from '@/lib/env'
import type { Order } from '@/payload-types'

/**
 * Refunds (ADR 053): an administrator ticks "Refund this order" with a reason; before the save, the
 * whole payment is refunded at the gateway (a refusal there stops the save and says why), and the
 * order becomes `refunded`; after the save, its enrolment ends at once. Payload's config loads this
 * file, so the gateway's SDK is loaded only when a refund is made.
 */

const refuse = (req: Parameters<CollectionBeforeChangeHook>[0]['req'], message: string, path = 'refundRequested'): never => {
  throw new ValidationError({ collection: 'orders', errors: [{ message, path }], req })
}

/**
 * Set on the request by the refund itself: the order's own fields (status, refund time, refund id) are
 * written by the system only, and this is how their field access knows the refund is writing them.
 */
export const ORDER_SYSTEM_WRITE = 'ordersSystemWrite'

export const isOrderSystemWrite = (context: Record<string, unknown> | undefined) => context?.[ORDER_SYSTEM_WRITE] === true

export const refundOnRequest: CollectionBeforeChangeHook<Order> = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !data.refundRequested || originalDoc?.refundRequested) return data
  // Payload has already dropped the tick of anyone but an administrator (field access); this is the second lock.
  if (req.user && !isAdminUser(req.user)) return refuse(req, 'Only an administrator can refund an order.')
  // Checked here, not only by the field's validation, which runs after this hook and so after the gateway's refund.
  if ((data.refundReason ?? '').trim().length < 3) return refuse(req, 'Say why the order is refunded', 'refundReason')
  if (originalDoc?.status !== 'paid') return refuse(req, 'Only a paid order can be refunded.')
  const config = getEnv().razorpay
  if (!config || !originalDoc.gatewayPaymentId)
    return refuse(req, 'Online payments are switched off (no Razorpay keys), so the refund cannot be sent to the gateway.')
  const { gatewayErrorText, refundGatewayPayment } = await import('@/lib/payments/razorpay.server')
  try {
    const refund = await refundGatewayPayment(config, originalDoc.gatewayPaymentId, originalDoc.amountPaise, originalDoc.reference)
    req.payload.logger.info({ order: originalDoc.id, refund: refund.id, by: req.user?.id }, 'Order refunded')
    req.context[ORDER_SYSTEM_WRITE] = true
    return {
      ...data,
      status: 'refunded',
      refundedAt: new Date().toISOString(),
      gatewayRefundId: refund.id,
      refundedBy: typeof req.user?.email === 'string' ? req.user.email : 'system',
    }
  } catch (error) {
    if (error instanceof ValidationError) throw error
    req.payload.logger.error({ order: originalDoc.id, err: error }, 'The gateway refused a refund')
    return refuse(req, `Razorpay refused the refund: ${gatewayErrorText(error)}`)
  }
}

/** The order's enrolment ends when the order is refunded. */
export const revokeAfterRefund: CollectionAfterChangeHook<Order> = async ({ doc, previousDoc, req }) => {
  if (doc.status !== 'refunded' || previousDoc?.status === 'refunded') return doc
  const now = new Date()
  const enrolments = await req.payload.find({
    collection: 'enrolments',
    where: { order: { equals: doc.id } },
    depth: 0,
    overrideAccess: true,
    req,
  })
  for (const enrolment of enrolments.docs) {
    await req.payload.update({
      collection: 'enrolments',
      id: enrolment.id,
      data: {
        validUntil: new Date(Math.min(new Date(enrolment.validUntil).getTime(), now.getTime())).toISOString(),
        note: `${enrolment.note ?? ''} · refunded ${now.toISOString().slice(0, 10)}`.replace(/^ · /, ''),
      },
      overrideAccess: true,
      depth: 0,
      req,
    })
  }
  return doc
}
