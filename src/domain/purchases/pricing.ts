import { indianDay } from '@/lib/indian-day'

/**
 * What a product costs, as the course cards, the product page and the checkout show it and as an order
 * charges it (ADR 053): the price to pay, and when an offer is running the struck-through price and the
 * share saved. An offer counts only when it is below the price (the collection already refuses one
 * above it) and only until its end (`offerEndsAt`), if it has one.
 */
export type ProductPrice = {
  /** What the candidate pays, in rupees. */
  amount: number
  /** The price before the offer, when there is one. */
  original: number | null
  /** The whole percentage saved, rounded down so it never overstates the saving; null when under 1%. */
  percentOff: number | null
  isFree: boolean
}

export function productPrice(
  price: number,
  offerPrice?: number | null,
  offerEndsAt?: string | Date | null,
  now: Date = new Date(),
): ProductPrice {
  const offerRunning = offerEndsAt == null || new Date(offerEndsAt).getTime() > now.getTime()
  const hasOffer = offerPrice != null && offerPrice >= 0 && offerPrice < price && offerRunning
  const amount = hasOffer ? offerPrice : price
  const percent = hasOffer && price > 0 ? Math.floor(((price - offerPrice) / price) * 100) : 0
  return { amount, original: hasOffer ? price : null, percentOff: percent >= 1 ? percent : null, isFree: amount === 0 }
}

/** What an online purchase of the product grants: a fixed last day, or months from the payment. Null: not sold online. */
export function accessUntil(product: { accessMonths?: number | null; accessEndsOn?: string | null }, from: Date = new Date()): Date | null {
  if (product.accessEndsOn) {
    // The whole last day, in India: 23:59:59 IST is 18:29:59 UTC.
    const day = indianDay(product.accessEndsOn)
    const end = new Date(`${day}T18:29:59.999Z`)
    return end.getTime() > from.getTime() ? end : null
  }
  if (!product.accessMonths || product.accessMonths < 1) return null
  const end = new Date(from)
  end.setUTCMonth(end.getUTCMonth() + product.accessMonths)
  return end
}

export type OnlinePurchase = { amount: number; original: number | null; accessUntil: Date }

/**
 * What buying the product online costs and grants at `now`, or null when it is not sold online (no
 * access term, a last day passed, or nothing to pay): the course page's *Buy online* and the order
 * ask this one rule.
 */
export function onlinePurchase(
  product: {
    price: number
    offerPrice?: number | null
    offerEndsAt?: string | null
    accessMonths?: number | null
    accessEndsOn?: string | null
  },
  now: Date = new Date(),
): OnlinePurchase | null {
  const price = productPrice(product.price, product.offerPrice, product.offerEndsAt, now)
  const until = accessUntil(product, now)
  return until && price.amount >= 1 ? { amount: price.amount, original: price.original, accessUntil: until } : null
}
