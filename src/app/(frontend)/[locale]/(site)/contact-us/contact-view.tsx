import type { Metadata } from 'next'
import Link from 'next/link'

import { getUser } from '@/features/auth/get-user.server'
import { ContactForm, type ContactFormValues } from '@/features/contact/components/contact-form.client'
import { getSiteSettings } from '@/lib/content.server'
import { whatsappUrl } from '@/lib/format'
import { pageMetadata } from '@/lib/metadata'

import styles from './contact.module.css'

export const contactMetadata: Metadata = pageMetadata({
  title: 'Contact us',
  description:
    'Questions about a Punjab PCS course, the test series, admissions or your account? E-mail, call or WhatsApp the academy, or send a message: we reply within one working day.',
  path: '/contact-us',
})

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
export async function ContactView({ viewer }: { viewer: 'visitor' | 'signed-in' }) {
  // The cached visitor's page never reads who is signed in; a reader with a session gets the form filled in (ADR 010).
  const [settings, user] = await Promise.all([getSiteSettings(), viewer === 'signed-in' ? getUser() : null])
  const initial: ContactFormValues = { name: user?.name ?? '', email: user?.email ?? '', mobile: user?.mobile ?? '', subject: '', message: '' }
  const telephone = `tel:${settings.phone.replace(/[^\d+]/g, '')}`

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1>Contact us</h1>
        <p className={styles.lead}>{settings.contact.intro}</p>
      </header>

      <div className={styles.layout}>
        <div className={styles.details}>
          <section aria-labelledby="reach-heading">
            <h2 id="reach-heading">Ways to reach us</h2>
            <ul className={styles.channels}>
              <li className={styles.channel}>
                <Icon path={icons.email} />
                <div>
                  <h3>E-mail</h3>
                  <a href={`mailto:${settings.supportEmail}`}>{settings.supportEmail}</a>
                  <p>Best for detailed questions, payment receipts and documents.</p>
                </div>
              </li>
              <li className={styles.channel}>
                <Icon path={icons.whatsapp} />
                <div>
                  <h3>WhatsApp</h3>
                  <a href={whatsappUrl(settings.phone)} target="_blank" rel="noopener noreferrer">
                    Chat with us on WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                  <p>Quick questions on {settings.phone}, usually answered the same day in office hours.</p>
                </div>
              </li>
              <li className={styles.channel}>
                <Icon path={icons.phone} />
                <div>
                  <h3>Phone</h3>
                  <a href={telephone}>{settings.phone}</a>
                  <p>Call us in office hours to talk to a counsellor about admissions.</p>
                </div>
              </li>
            </ul>
          </section>

          <section aria-labelledby="hours-heading" className={styles.hours}>
            <h2 id="hours-heading">Office hours and replies</h2>
            <p className={styles.openingTimes}>
              {settings.contact.officeHours} (IST). {settings.contact.officeHoursNote}
            </p>
            {settings.contact.notes?.length ? (
              <ul>
                {settings.contact.notes.map((note) => (
                  <li key={note.id}>{note.text}</li>
                ))}
              </ul>
            ) : null}
            <p>
              <Link href="/faqs">Read the frequently asked questions</Link>
            </p>
          </section>
        </div>

        <div className={styles.formCard}>
          <ContactForm initial={initial} />
        </div>
      </div>
    </div>
  )
}
