import type { Metadata } from 'next'

import { WideButton } from '@/components/ui/wide-button'
import { faqGroups } from '@/collections/faqs'
import { Breadcrumb } from '@/components/site/breadcrumb'
import { FaqAccordion } from '@/features/library/components/faq-accordion'
import { JsonLd } from '@/features/library/components/json-ld'
import { PageHeader } from '@/features/library/components/page-header'
import { getSiteSettings } from '@/lib/content.server'
import { getFaqs } from '@/lib/content/library.server'
import { pageLocale } from '@/lib/locale'
import { pageMetadata } from '@/lib/metadata'

import styles from './faqs.module.css'

type FaqsPageProps = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: FaqsPageProps): Promise<Metadata> {
  return pageMetadata({
    title: 'FAQs: the PPSC exam, courses, test series and your account',
    description: 'Answers to common questions about the Punjab PCS exam, our courses and fees, the test series, and signing in to your Punjab PCS Academy account.',
    path: '/faqs',
    locale: await pageLocale(params),
  })
}

export default async function FaqsPage({ params }: FaqsPageProps) {
  const locale = await pageLocale(params)
  const [faqs, settings] = await Promise.all([getFaqs(locale), getSiteSettings()])
  const groups = faqGroups
    .map((group) => ({ ...group, faqs: faqs.filter((faq) => faq.group === group.value) }))
    .filter((group) => group.faqs.length > 0)

  return (
    <div className={`container ${styles.page}`}>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          inLanguage: locale,
          mainEntity: faqs.map((faq) => ({ '@type': 'Question', name: faq.question, acceptedAnswer: { '@type': 'Answer', text: faq.answer } })),
        }}
      />
      <Breadcrumb trail={[{ href: '/', label: 'Home' }]} current="FAQs" />
      <PageHeader
        id="faqs-heading"
        title="Frequently asked questions"
        locale={locale}
        lead="About the PPSC exam, our courses and fees, the test series and your account. Select a question to read its answer."
      />

      {groups.length > 1 ? (
        <nav aria-label="FAQ topics" className={styles.topics}>
          <ul>
            {groups.map((group) => (
              <li key={group.value}>
                <a href={`#${group.value}`}>{group.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <div className={styles.layout}>
        <div>
          {groups.map((group) => (
            <section key={group.value} id={group.value} aria-labelledby={`${group.value}-heading`} className={styles.group}>
              <h2 id={`${group.value}-heading`}>{group.label}</h2>
              <FaqAccordion items={group.faqs} locale={locale} idPrefix="faq" />
            </section>
          ))}
        </div>
        <section className={styles.contact} aria-labelledby="contact-heading">
          <h2 id="contact-heading">Still have a question?</h2>
          <p>
            Send us your question from the contact page, or write to <a href={`mailto:${settings.supportEmail}`}>{settings.supportEmail}</a>.
          </p>
          <WideButton href="/contact-us" variant="outlined">
            Contact us
          </WideButton>
        </section>
      </div>
    </div>
  )
}
