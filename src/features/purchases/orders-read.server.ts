import 'server-only'

import type { Payload } from 'payload'

import type { Order, User } from '@/payload-types'

import { reconcileSafely } from './purchases.server'

/**
 * The candidate's own orders, read as them (`overrideAccess: false`): the orders collection lets a
 * candidate read only the orders that are theirs, so another's reference is simply not found.
 */

export async function findOwnOrders(payload: Payload, user: User): Promise<Order[]> {
  const found = await payload.find({
    collection: 'orders',
    where: { user: { equals: user.id } },
    sort: '-createdAt',
    limit: 100,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return found.docs
}

export async function findOwnOrder(payload: Payload, user: User, reference: string): Promise<Order | null> {
  if (!/^PCS-\d{6}-[0-9A-F]{8}$/.test(reference)) return null
  const found = await payload.find({
    collection: 'orders',
    where: { reference: { equals: reference } },
    limit: 1,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return found.docs[0] ?? null
}

/** How long an order waits for its confirmation before the page asks the gateway itself. */
const ASK_AFTER_MS = 8_000

/**
 * An order still waiting when its page is shown, a few seconds after it was made: the gateway is
 * asked (the webhook may be late, the browser's return lost), so the candidate never waits on a
 * message that is not coming.
 */
export async function settleOnView(payload: Payload, order: Order, now = Date.now()): Promise<Order> {
  if (order.status !== 'created' || !order.gatewayOrderId || now - new Date(order.createdAt).getTime() < ASK_AFTER_MS) return order
  const settled = await reconcileSafely(payload, order)
  return 'order' in settled ? settled.order : order
}
