import { formatRupees } from '@/i18n/format'

/** ₹39,999: an order's amount, kept in paise, as the site shows rupees. */
export const formatPaise = (paise: number) => formatRupees(paise / 100)

export const invoiceHref = (reference: string) => `/api/orders/${reference}/invoice.pdf`
