/**
 * What a product costs, as the course cards and the product page show it: the price to pay, and when
 * an offer is running the struck-through price and the share saved. An offer counts only when it is
 * below the price (the collection already refuses one above it).
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

export function productPrice(price: number, offerPrice?: number | null): ProductPrice {
  const hasOffer = offerPrice != null && offerPrice >= 0 && offerPrice < price
  const amount = hasOffer ? offerPrice : price
  const percent = hasOffer && price > 0 ? Math.floor(((price - offerPrice) / price) * 100) : 0
  return { amount, original: hasOffer ? price : null, percentOff: percent >= 1 ? percent : null, isFree: amount === 0 }
}
