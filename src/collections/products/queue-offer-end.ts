import type { CollectionAfterChangeHook } from 'payload'

import type { Product } from '@/payload-types'

/**
 * The cached course pages show an offer until it ends (ADR 053): a product whose offer ends later
 * queues a job for that moment which expires the products' cached reads, so the full price shows
 * from then on. The checkout reads the price itself and never charges an ended offer meanwhile.
 */
export const queueOfferEnd: CollectionAfterChangeHook<Product> = async ({ doc, previousDoc, req }) => {
  const ends = doc.offerEndsAt ? new Date(doc.offerEndsAt) : null
  if (!ends || ends.getTime() <= Date.now() || doc.offerEndsAt === previousDoc?.offerEndsAt) return doc
  await req.payload.jobs.queue({ task: 'end-offer', input: { productId: String(doc.id) }, waitUntil: ends, req })
  return doc
}
