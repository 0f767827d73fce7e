import 'server-only'

import type { Payload } from 'payload'

import { gstSplit, stateName } from '@/domain/purchases/gst'
import type { InvoiceView } from '@/domain/purchases/invoice'
import type { Order, User } from '@/payload-types'

import { findOwnOrder } from './orders-read.server'

export type InvoicePdf = { kind: 'missing' } | { kind: 'file'; file: Buffer; fileName: string }

/** What the invoice of a paid (or since refunded) order says, from the order, the site settings and the account. */
export async function invoiceView(payload: Payload, order: Order, user: Pick<User, 'email' | 'mobile'>): Promise<InvoiceView | null> {
  if (!order.invoiceNumber || !order.paidAt || !order.gatewayPaymentId || !order.gatewayOrderId) return null
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, locale: 'en', overrideAccess: true })
  const billing = settings.billing
  const sellerState = billing?.state ?? '03'
  return {
    number: order.invoiceNumber,
    issuedAt: new Date(order.paidAt),
    seller: {
      legalName: billing?.legalName?.trim() || settings.siteName,
      gstin: billing?.gstin?.trim() || null,
      address: (settings.contact?.address ?? '')
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
      stateName: stateName(sellerState),
      stateCode: sellerState,
      email: settings.supportEmail,
      phone: settings.phone,
    },
    buyer: {
      name: order.buyerName,
      email: user.email,
      mobile: user.mobile ?? null,
      stateName: stateName(order.buyerState),
      stateCode: order.buyerState,
    },
    item: { title: order.productTitle, sac: billing?.sac || '999293', accessUntil: new Date(order.accessUntil) },
    tax: gstSplit(order.amountPaise, sellerState, order.buyerState),
    payment: { gateway: 'Razorpay', paymentId: order.gatewayPaymentId, orderId: order.gatewayOrderId },
    refund:
      order.status === 'refunded' && order.refundedAt ? { refundedAt: new Date(order.refundedAt), amountPaise: order.amountPaise } : null,
  }
}

/** The candidate's own invoice as a PDF; anything else (another's order, one not paid) is missing. */
export async function findInvoicePdf(payload: Payload, user: User, reference: string): Promise<InvoicePdf> {
  const order = await findOwnOrder(payload, user, reference)
  const view = order ? await invoiceView(payload, order, user) : null
  if (!view) return { kind: 'missing' }
  // pdfkit and its fonts load only when an invoice is asked for.
  const { renderInvoicePdf } = await import('./invoice-pdf.server')
  return { kind: 'file', file: await renderInvoicePdf(view), fileName: `invoice-${view.number.replaceAll('/', '-')}.pdf` }
}
