import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { WideButton } from '@/components/ui/wide-button'
import { getUser } from '@/server/request-user.server'
import { HUB_PATH, MONTHLY_PATH, monthlyHref, productHref, routes, signInHref } from '@/lib/links'
import { getTranslator } from '@/i18n/translator'
import { formatFileSize, formatMonth } from '@/i18n/format'
import { getMonthlyConsolidation, readMonthlyConsolidationForUser } from '@/features/content/current-affairs.server'
import { pageLocale, withLocale } from '@/i18n/locale'
import { pageMetadata } from '@/lib/metadata'
import type { Media, Product } from '@/payload-types'

import { PageHeader } from '../../_shared/page-header'
import { ContentRichText } from '../../_shared/rich-text'
import styles from '../../_shared/section.module.css'
import { sitePath } from '@/lib/media'

export type MonthlyPageProps = { params: Promise<{ locale: string; slug: string }> }
type Viewer = 'visitor' | 'signed-in'

export async function generateMonthlyMetadata({ params }: MonthlyPageProps): Promise<Metadata> {
  const { slug } = await params
  const locale = await pageLocale(params)
  const consolidation = await getMonthlyConsolidation(slug, locale)
  if (!consolidation) return { title: getTranslator(locale, 'currentAffairs')('pageNotFound'), robots: { index: false } }
  return pageMetadata({ title: consolidation.title, description: consolidation.summary, path: monthlyHref(slug), locale })
}

/**
 * A month's consolidation. The summary and contents are for everyone (from the shared cache); the body
 * and the PDF of a paid month only for a candidate whose enrolment unlocks it (read again as that
 * candidate, uncached: ADR 008). Everyone else sees what it is and how to get it.
 */
export async function MonthlyView({ params, viewer }: MonthlyPageProps & { viewer: Viewer }) {
  const { slug } = await params
  const locale = await pageLocale(params)
  const t = getTranslator(locale, 'currentAffairs')
  const consolidation = await getMonthlyConsolidation(slug, locale)
  if (!consolidation) notFound()

  const isPaid = consolidation.availability === 'paid'
  // The cached visitor's page never reads who is signed in; a reader with a session gets their own (ADR 010).
  const user = isPaid && viewer === 'signed-in' ? await getUser() : null
  const full = isPaid && user ? await readMonthlyConsolidationForUser(consolidation.id, user, locale) : consolidation
  const body = full?.body ?? null
  const pdf = full && typeof full.pdf === 'object' ? (full.pdf as Media | null) : null
  const product = (consolidation.products ?? []).find((item): item is Product => typeof item === 'object')
  const path = withLocale(monthlyHref(slug), locale)

  return (
    <article className={`container ${styles.page} ${styles.reading}`} aria-labelledby="month-heading" lang={locale}>
      <PageHeader
        crumbs={[
          { label: t('home'), href: '/' },
          { label: t('section'), href: HUB_PATH },
          { label: t('monthly'), href: MONTHLY_PATH },
          { label: consolidation.title },
        ]}
        eyebrow={formatMonth(consolidation.month, locale)}
        title={consolidation.title}
        titleId="month-heading"
        lead={consolidation.summary}
        locale={locale}
      />

      {consolidation.contents?.length ? (
        <section aria-labelledby="contents-heading" className={styles.block}>
          <h2 id="contents-heading">{t('contents')}</h2>
          <ol className={styles.contents}>
            {consolidation.contents.map((row) => (
              <li key={row.id ?? row.heading}>{row.heading}</li>
            ))}
          </ol>
        </section>
      ) : null}

      {body ? (
        <section aria-labelledby="full-heading" className={styles.block}>
          <h2 id="full-heading">{t('fullConsolidation')}</h2>
          {pdf?.url ? (
            <p>
              <a href={sitePath(pdf.url)} download className={styles.download}>
                {t('downloadPdf')}
                {pdf.filesize ? ` ${t('pdfSize', { size: formatFileSize(pdf.filesize, locale) })}` : ''}
              </a>
            </p>
          ) : null}
          <ContentRichText data={body} nested />
        </section>
      ) : (
        <section aria-labelledby="locked-heading" className={styles.locked}>
          <h2 id="locked-heading">{t('lockedTitle')}</h2>
          <p>{t('lockedText', { product: product?.title ?? t('monthly') })}</p>
          {user ? <p>{t('lockedSignedIn')}</p> : null}
          <div className={styles.actions}>
            <WideButton href={product ? productHref(product.slug) : routes.products.href()}>
              {t('seeProduct', { product: product?.title ?? t('monthly') })}
            </WideButton>
            {user ? null : (
              <WideButton href={signInHref(path)} variant="outlined">
                {t('signIn')}
              </WideButton>
            )}
          </div>
        </section>
      )}

      <p>
        <Link href={MONTHLY_PATH}>{t('allMonths')}</Link>
      </p>
    </article>
  )
}
