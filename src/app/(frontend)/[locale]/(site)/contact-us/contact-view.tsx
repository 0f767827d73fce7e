import type { Metadata } from 'next'
import Link from 'next/link'

import type { ReactNode } from 'react'

import { getUser } from '@/server/request-user.server'
import { ContactForm, type ContactFormValues } from '@/features/contact/components/contact-form.client'
import { MessagesProvider } from '@/i18n/messages-provider'
import { getTranslator } from '@/i18n/translator'
import { getSiteSettings } from '@/features/content/content.server'
import { whatsappUrl } from '@/i18n/format'
import { type LocaleParams, pageLocale, type Locale, withLocale } from '@/i18n/locale'
import { pageMetadata } from '@/lib/metadata'
import { routes } from '@/lib/links'

import styles from './contact.module.css'

export async function contactMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = getTranslator(locale, 'contact')
  return pageMetadata({ title: t('title'), description: t('description'), path: routes.contactUs.href(), locale })
}

const hidden = (chunks: ReactNode) => <span className="visually-hidden">{chunks}</span>

const icons = {
  email: 'M4 6h16v12H4zM4 7l8 6 8-6',
  whatsapp: 'M21 11.5a8.5 8.5 0 0 1-12.6 7.4L3 20.5l1.6-5.2A8.5 8.5 0 1 1 21 11.5z',
  phone: 'M7 4h3l1.5 4-2 1.2a9 9 0 0 0 5.3 5.3l1.2-2 4 1.5v3a2 2 0 0 1-2 2A15 15 0 0 1 5 6a2 2 0 0 1 2-2z',
}

function Icon({ path }: { path: string }) {
  return (
    <span className={styles.icon} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="24" height="24" focusable="false">
        <path d={path} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  )
}

/** How to reach the institute (from the site settings), when it answers, and the contact form. */
export async function ContactView({ viewer, locale }: { viewer: 'visitor' | 'signed-in'; locale: Locale }) {
  const t = getTranslator(locale, 'contact')
  // The office's own words come from the site settings, which are kept in English only.
  const settingsLang = locale === 'en' ? undefined : 'en'
  // The cached visitor's page never reads who is signed in; a reader with a session gets the form filled in (ADR 010).
  const [settings, user] = await Promise.all([getSiteSettings(), viewer === 'signed-in' ? getUser() : null])
  const initial: ContactFormValues = {
    name: user?.name ?? '',
    email: user?.email ?? '',
    mobile: user?.mobile ?? '',
    subject: '',
    message: '',
  }
  const telephone = `tel:${settings.phone.replace(/[^\d+]/g, '')}`

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1>{t('title')}</h1>
        <p className={styles.lead} lang={settingsLang}>
          {settings.contact.intro}
        </p>
      </header>

      <div className={styles.layout}>
        <div className={styles.details}>
          <section aria-labelledby="reach-heading">
            <h2 id="reach-heading">{t('waysToReach')}</h2>
            <ul className={styles.channels}>
              <li className={styles.channel}>
                <Icon path={icons.email} />
                <div>
                  <h3>{t('email')}</h3>
                  <a href={`mailto:${settings.supportEmail}`} lang="en">
                    {settings.supportEmail}
                  </a>
                  <p>{t('emailNote')}</p>
                </div>
              </li>
              <li className={styles.channel}>
                <Icon path={icons.whatsapp} />
                <div>
                  <h3>{t('whatsapp')}</h3>
                  <a href={whatsappUrl(settings.phone)} target="_blank" rel="noopener noreferrer">
                    {t.rich('chatOnWhatsapp', { hidden })}
                  </a>
                  <p>{t('whatsappNote', { phone: settings.phone })}</p>
                </div>
              </li>
              <li className={styles.channel}>
                <Icon path={icons.phone} />
                <div>
                  <h3>{t('phone')}</h3>
                  <a href={telephone}>{settings.phone}</a>
                  <p>{t('phoneNote')}</p>
                </div>
              </li>
            </ul>
          </section>

          <section aria-labelledby="hours-heading" className={styles.hours}>
            <h2 id="hours-heading">{t('hours')}</h2>
            <p className={styles.openingTimes}>
              <span lang={settingsLang}>{settings.contact.officeHours}</span> {t('indianTime')}{' '}
              <span lang={settingsLang}>{settings.contact.officeHoursNote}</span>
            </p>
            {settings.contact.notes?.length ? (
              <ul lang={settingsLang}>
                {settings.contact.notes.map((note) => (
                  <li key={note.id}>{note.text}</li>
                ))}
              </ul>
            ) : null}
            <p>
              <Link href={withLocale(routes.faqs.href(), locale)}>{t('faqs')}</Link>
            </p>
          </section>
        </div>

        <div className={styles.formCard}>
          <MessagesProvider locale={locale} namespaces={['contact', 'forms']}>
            <ContactForm initial={initial} />
          </MessagesProvider>
        </div>
      </div>
    </div>
  )
}
