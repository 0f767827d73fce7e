import { formatRupees } from '@/lib/format'

import { productPrice } from '../pricing'
import styles from './library.module.css'

/** The price as candidates see it: the offer price, the struck-through price and the share saved. */
export function PriceTag({ price, offerPrice, size = 'normal' }: { price: number; offerPrice?: number | null; size?: 'normal' | 'large' }) {
  const { amount, original, percentOff, isFree } = productPrice(price, offerPrice)
  return (
    <p className={`${styles.price} ${size === 'large' ? styles.priceLarge : ''}`}>
      <strong className={styles.amount}>
        {original != null ? <span className="visually-hidden">Offer price </span> : null}
        {isFree ? 'Free' : formatRupees(amount)}
      </strong>
      {original != null ? (
        <s className={styles.was}>
          <span className="visually-hidden">, was </span>
          {formatRupees(original)}
        </s>
      ) : null}
      {percentOff ? <span className={styles.saving}>Save {percentOff}%</span> : null}
    </p>
  )
}
