/**
 * An order's life (ADR 053): made at checkout (`created`); `paid` once a verified signature or the
 * signed webhook confirms it, whatever came before; `failed` when the gateway says every attempt
 * failed (a later success still makes it paid); `refunded` once an administrator refunds it, after
 * which nothing the gateway sends changes it.
 */
export const orderStatuses = ['created', 'paid', 'failed', 'refunded'] as const
export type OrderStatus = (typeof orderStatuses)[number]

/** Whether a confirmed payment may move an order to `paid`. */
export const mayBecomePaid = (status: OrderStatus): boolean => status === 'created' || status === 'failed'

/** Whether a failure reported by the gateway may move an order to `failed`. */
export const mayBecomeFailed = (status: OrderStatus): boolean => status === 'created'
