import { Picture } from '@/components/ui/picture'
import Link from 'next/link'

import { getTranslator } from '@/i18n/translator'
import { productHref } from '@/lib/links'
import { type Locale, textLang } from '@/i18n/locale'
import type { Product } from '@/payload-types'

import { siteImage } from '@/lib/media'
import styles from './library.module.css'
import { PriceTag } from './price-tag'

export type ProductCardData = Pick<
  Product,
  'id' | 'slug' | 'title' | 'kind' | 'price' | 'offerPrice' | 'offerEndsAt' | 'summary' | 'validity' | 'language'
> & {
  images?: unknown[] | null
}

/**
 * A course on a list: its cover, kind, title (the link to its page), summary, price, validity and
 * language. `preload` for the list's first card: its cover is the largest paint on a phone.
 */
export function ProductCard({
  product,
  locale,
  headingLevel = 3,
  preload = false,
}: {
  product: ProductCardData
  locale: Locale
  headingLevel?: 2 | 3
  preload?: boolean
}) {
  const cover = siteImage(product.images?.[0])
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const headingId = `product-${product.id}`
  const t = getTranslator(locale, 'library')
  return (
    <article className={styles.productCard} aria-labelledby={headingId}>
      {cover ? (
        <Picture
          src={cover.src}
          alt=""
          width={cover.width}
          height={cover.height}
          sizes="(min-width: 1200px) 380px, (min-width: 700px) 45vw, 100vw"
          className={styles.cover}
          preload={preload}
        />
      ) : null}
      <div className={styles.cardBody}>
        <p className={styles.badge}>{t(`kinds.${product.kind}.one`)}</p>
        <Heading id={headingId} className={styles.cardTitle} lang={textLang(product.title, locale)}>
          <Link href={productHref(product.slug, locale)} className={styles.cardLink}>
            {product.title}
          </Link>
        </Heading>
        <p lang={textLang(product.summary, locale)}>{product.summary}</p>
        <PriceTag price={product.price} offerPrice={product.offerPrice} offerEndsAt={product.offerEndsAt} locale={locale} />
        <ul className={styles.facts} aria-label={t('card.details')}>
          <li>
            <span className="visually-hidden">{t('card.validity')}: </span>
            <span lang={textLang(product.validity, locale)}>{product.validity}</span>
          </li>
          <li>
            <span className="visually-hidden">{t('card.language')}: </span>
            {t(`languages.${product.language}`)}
          </li>
        </ul>
      </div>
    </article>
  )
}
