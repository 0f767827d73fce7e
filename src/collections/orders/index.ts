import type { CollectionConfig, FieldAccess } from 'payload'

import { isAdminUser, isStaffUser, nobody, staffOnlyField } from '@/access'
import type { DocumentProtection } from '@/access/protection'
import { indianStates } from '@/domain/purchases/gst'
import { orderStatuses } from '@/domain/purchases/order-status'
import { isOrderSystemWrite, refundOnRequest, revokeAfterRefund } from '@/domain/purchases/refunds'

/**
 * Written only by the purchase code (created at checkout, settled by a verified payment, as the system)
 * and by a refund an administrator records (which marks its request): never through the API.
 */
const systemOnly: FieldAccess = ({ req }) => isOrderSystemWrite(req.context)

const readOnly = { readOnly: true } as const

/** The refund's tick and reason: an administrator's, on a paid order, until it is refunded. */
const mayRecordRefund: FieldAccess = ({ req, doc }) => isAdminUser(req.user) && (doc as { status?: string } | undefined)?.status === 'paid'

/**
 * A candidate's purchase of a product (ADR 053). The order is made on the server with the price read
 * from the product at that moment; only a verified payment signature or the gateway's signed webhook
 * marks it paid and grants its one enrolment. Nobody creates, edits or deletes an order through the
 * API or the admin: an administrator may only record a refund, which refunds the payment at the
 * gateway and ends the access. The candidate reads their own orders; staff read all.
 */
export const Orders: CollectionConfig = {
  slug: 'orders',
  labels: { singular: 'Order', plural: 'Orders and payments' },
  admin: {
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'user', 'product', 'amountPaise', 'status', 'paidAt', 'invoiceNumber'],
    group: 'People',
    description:
      'Online purchases. Paid orders open their course at once; recording a refund here refunds the payment and ends the access.',
  },
  custom: { protection: { read: 'own', owner: 'user', readAll: 'staff' } satisfies DocumentProtection },
  access: {
    read: ({ req }) => (isStaffUser(req.user) ? true : req.user?.collection === 'users' ? { user: { equals: req.user.id } } : false),
    create: nobody,
    // Only the refund fields are open, and only to administrators (field access below).
    update: ({ req }) => isStaffUser(req.user),
    delete: nobody,
  },
  defaultSort: '-createdAt',
  hooks: { beforeChange: [refundOnRequest], afterChange: [revokeAfterRefund] },
  fields: [
    {
      name: 'reference',
      type: 'text',
      required: true,
      unique: true,
      access: { update: systemOnly },
      admin: { ...readOnly, description: 'Quoted to the candidate and on the gateway’s dashboard (receipt).' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'user',
          label: 'Candidate',
          type: 'relationship',
          relationTo: 'users',
          required: true,
          index: true,
          access: { update: systemOnly },
          admin: readOnly,
        },
        {
          name: 'product',
          type: 'relationship',
          relationTo: 'products',
          required: true,
          index: true,
          access: { update: systemOnly },
          admin: readOnly,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'productTitle',
          type: 'text',
          required: true,
          access: { update: systemOnly },
          admin: { ...readOnly, description: 'As it was bought.' },
        },
        {
          name: 'amountPaise',
          label: 'Amount (paise)',
          type: 'number',
          required: true,
          min: 100,
          access: { update: systemOnly },
          admin: { ...readOnly, description: 'GST included; 100 paise = ₹1.' },
        },
        {
          name: 'accessUntil',
          type: 'date',
          required: true,
          access: { update: systemOnly },
          admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'buyerName', label: 'Billed to', type: 'text', required: true, access: { update: systemOnly }, admin: readOnly },
        {
          name: 'buyerState',
          label: 'State (place of supply)',
          type: 'select',
          required: true,
          options: indianStates.map((state) => ({ label: state.name, value: state.code })),
          access: { update: systemOnly },
          admin: readOnly,
        },
      ],
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'created',
      index: true,
      options: orderStatuses.map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) })),
      access: { update: systemOnly },
      admin: { ...readOnly, position: 'sidebar' },
    },
    {
      type: 'collapsible',
      label: 'Payment',
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'gatewayOrderId',
              label: 'Razorpay order',
              type: 'text',
              unique: true,
              index: true,
              access: { update: systemOnly },
              admin: readOnly,
            },
            { name: 'gatewayPaymentId', label: 'Razorpay payment', type: 'text', access: { update: systemOnly }, admin: readOnly },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'paidAt',
              type: 'date',
              access: { update: systemOnly },
              admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
            },
            {
              name: 'confirmedBy',
              type: 'select',
              options: [
                { label: 'The payment signature on the browser’s return', value: 'callback' },
                { label: 'The gateway’s signed webhook', value: 'webhook' },
                { label: 'Asking the gateway', value: 'gateway' },
              ],
              access: { update: systemOnly },
              admin: readOnly,
            },
            { name: 'failureReason', type: 'text', access: { update: systemOnly }, admin: readOnly },
          ],
        },
        {
          type: 'row',
          fields: [{ name: 'invoiceNumber', type: 'text', unique: true, index: true, access: { update: systemOnly }, admin: readOnly }],
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Refund',
      admin: { description: 'Refunds the whole payment at Razorpay and ends the candidate’s access to the course at once.' },
      fields: [
        {
          name: 'refundRequested',
          label: 'Refund this order',
          type: 'checkbox',
          defaultValue: false,
          access: { update: mayRecordRefund },
          admin: { condition: (data) => data?.status === 'paid' || data?.status === 'refunded', readOnly: false },
        },
        {
          name: 'refundReason',
          type: 'text',
          maxLength: 300,
          access: { update: mayRecordRefund },
          admin: { condition: (data) => Boolean(data?.refundRequested) || data?.status === 'refunded' },
          validate: (value: unknown, { siblingData }: { siblingData: { refundRequested?: boolean } }) =>
            !siblingData.refundRequested || (typeof value === 'string' && value.trim().length >= 3) || 'Say why the order is refunded',
        },
        {
          type: 'row',
          fields: [
            {
              name: 'refundedAt',
              type: 'date',
              access: { update: systemOnly },
              admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
            },
            { name: 'gatewayRefundId', label: 'Razorpay refund', type: 'text', access: { update: systemOnly }, admin: readOnly },
            staffOnlyField({
              name: 'refundedBy',
              type: 'text',
              access: { update: systemOnly },
              admin: { ...readOnly, description: 'The administrator’s address.' },
            }),
          ],
        },
      ],
    },
  ],
}
