import type { GstSplit } from './gst'

/** Everything a paid order's invoice shows (ADR 053): read from the order, the site settings and the account. */
export type InvoiceView = {
  /** "PCS/2026-27/00042"; unique, serial within the financial year. */
  number: string
  /** The moment the payment was confirmed: the invoice's date. */
  issuedAt: Date
  seller: {
    legalName: string
    /** Null when the institute has not entered one: the document is then a receipt, without GST lines. */
    gstin: string | null
    /** One line per line of the address. */
    address: string[]
    stateName: string
    stateCode: string
    email: string
    phone: string
  }
  buyer: { name: string; email: string; mobile: string | null; stateName: string; stateCode: string }
  item: { title: string; sac: string; accessUntil: Date }
  tax: GstSplit
  payment: { gateway: string; paymentId: string; orderId: string }
  /** When the order was refunded: the invoice still stands, marked refunded, for the credit note's reference. */
  refund: { refundedAt: Date; amountPaise: number } | null
}
