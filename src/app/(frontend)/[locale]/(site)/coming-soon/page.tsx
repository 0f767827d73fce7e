import type { Metadata } from 'next'

import { BackButton } from '@/components/ui/back-button.client'
import { WideButton } from '@/components/ui/wide-button'
import { getTranslator } from '@/i18n/translator'
import { getSiteSettings } from '@/features/content/content.server'
import { whatsappUrl } from '@/i18n/format'
import { type LocaleParams, pageLocale } from '@/i18n/locale'
import { routes } from '@/lib/links'

import styles from '../status-page.module.css'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const t = getTranslator(await pageLocale(params), 'library')
  return { title: t('comingSoon.metaTitle'), description: t('comingSoon.metaDescription') }
}

/**
 * Where every paid menu item leads (spec section 2) until premium content can be bought. A course's
 * Enrol does not lead here: its page says how to enrol today.
 */
export default async function ComingSoonPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params)
  const settings = await getSiteSettings()
  const t = getTranslator(locale, 'library')
  return (
    <section className={`container ${styles.page}`} aria-labelledby="coming-soon-heading">
      <span className={styles.icon} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="32" height="32" focusable="false">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M12 7v5l3 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </span>
      <h1 id="coming-soon-heading">{t('comingSoon.title')}</h1>
      <p className={styles.lead}>{t('comingSoon.lead')}</p>
      <p>
        {t.rich('comingSoon.meanwhile', {
          email: settings.supportEmail,
          mail: (chunks) => (
            <a href={`mailto:${settings.supportEmail}`} lang="en">
              {chunks}
            </a>
          ),
          whatsapp: (chunks) => (
            <a href={whatsappUrl(settings.phone)} target="_blank" rel="noopener noreferrer">
              {chunks}
            </a>
          ),
        })}
      </p>
      <div className={styles.actions}>
        <BackButton label={t('comingSoon.back')} />
        <WideButton href={routes.resources.href()} variant="outlined">
          {t('comingSoon.explore')}
        </WideButton>
      </div>
    </section>
  )
}
