import type { Metadata } from 'next'

import { WideButton } from '@/components/ui/wide-button'
import { faqGroups } from '@/collections/faqs'
import { Breadcrumb } from '@/components/site/breadcrumb'
import { FaqAccordion } from '@/features/library/components/faq-accordion'
import { JsonLd } from '@/features/library/components/json-ld'
import { PageHeader } from '@/features/library/components/page-header'
import { getTranslator } from '@/i18n/translator'
import { getSiteSettings } from '@/features/content/content.server'
import { getFaqs } from '@/features/content/library.server'
import { pageLocale } from '@/i18n/locale'
import { pageMetadata } from '@/lib/metadata'
import { routes } from '@/lib/links'

import styles from './faqs.module.css'

type FaqsPageProps = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: FaqsPageProps): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = getTranslator(locale, 'library')
  return pageMetadata({ title: t('faqs.metaTitle'), description: t('faqs.metaDescription'), path: routes.faqs.href(), locale })
}

export default async function FaqsPage({ params }: FaqsPageProps) {
  const locale = await pageLocale(params)
  const [faqs, settings] = await Promise.all([getFaqs(locale), getSiteSettings()])
  const groups = faqGroups
    .map((group) => ({ ...group, faqs: faqs.filter((faq) => faq.group === group.value) }))
    .filter((group) => group.faqs.length > 0)
  const t = getTranslator(locale, 'library')

  return (
    <div className={`container ${styles.page}`}>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          inLanguage: locale,
          mainEntity: faqs.map((faq) => ({
            '@type': 'Question',
            name: faq.question,
            acceptedAnswer: { '@type': 'Answer', text: faq.answer },
          })),
        }}
      />
      <Breadcrumb locale={locale} trail={[{ href: '/', label: getTranslator(locale, 'common')('home') }]} current={t('faqs.breadcrumb')} />
      <PageHeader id="faqs-heading" title={t('faqs.title')} locale={locale} lead={t('faqs.lead')} />

      {groups.length > 1 ? (
        <nav aria-label={t('faqs.topics')} className={styles.topics}>
          <ul>
            {groups.map((group) => (
              <li key={group.value}>
                <a href={`#${group.value}`}>{t(`faqs.groups.${group.value}`)}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <div className={styles.layout}>
        <div>
          {groups.map((group) => (
            <section key={group.value} id={group.value} aria-labelledby={`${group.value}-heading`} className={styles.group}>
              <h2 id={`${group.value}-heading`}>{t(`faqs.groups.${group.value}`)}</h2>
              <FaqAccordion items={group.faqs} locale={locale} idPrefix="faq" />
            </section>
          ))}
        </div>
        <section className={styles.contact} aria-labelledby="contact-heading">
          <h2 id="contact-heading">{t('faqs.stillQuestion')}</h2>
          <p>
            {t.rich('faqs.contactText', {
              email: settings.supportEmail,
              // An e-mail address is written in Latin letters whatever the page's language.
              mail: (chunks) => (
                <a href={`mailto:${settings.supportEmail}`} lang="en">
                  {chunks}
                </a>
              ),
            })}
          </p>
          <WideButton href={routes.contactUs.href()} variant="outlined">
            {t('faqs.contact')}
          </WideButton>
        </section>
      </div>
    </div>
  )
}
