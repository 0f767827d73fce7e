import { getTranslator } from '@/i18n/translator'
import { formatRupees } from '@/i18n/format'
import type { Locale } from '@/i18n/locale'

import { productPrice } from '@/domain/purchases/pricing'
import styles from './library.module.css'

/** The price as candidates see it: the offer price, the struck-through price and the share saved. */
export function PriceTag({
  price,
  offerPrice,
  offerEndsAt,
  locale = 'en',
  size = 'normal',
}: {
  price: number
  offerPrice?: number | null
  offerEndsAt?: string | null
  locale?: Locale
  size?: 'normal' | 'large'
}) {
  const { amount, original, percentOff, isFree } = productPrice(price, offerPrice, offerEndsAt)
  const t = getTranslator(locale, 'library')
  return (
    <p className={`${styles.price} ${size === 'large' ? styles.priceLarge : ''}`}>
      <strong className={styles.amount}>
        {original != null ? <span className="visually-hidden">{t('price.offer')} </span> : null}
        {isFree ? t('price.free') : formatRupees(amount)}
      </strong>
      {original != null ? (
        <s className={styles.was}>
          <span className="visually-hidden">{t('price.was')} </span>
          {formatRupees(original)}
        </s>
      ) : null}
      {percentOff ? <span className={styles.saving}>{t('price.save', { percent: percentOff })}</span> : null}
    </p>
  )
}
