import { getTranslator } from '@/i18n/translator'
import type { EmailBrand, EmailContent } from '@/lib/email/message'
import type { Locale } from '@/i18n/locale'

import type { ContactMessageInput } from './schema'

/** The message's own lines as paragraphs, so its line breaks survive in the HTML part too. */
const linesOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)

/** To the support address, with reply-to set to the visitor: staff answer straight from their mail program. */
export const staffContactEmail =
  (message: ContactMessageInput, adminUrl: string) =>
  (brand: EmailBrand): EmailContent => ({
    subject: `Contact form: ${message.subject}`,
    greeting: `A new message from ${message.name} came in through the contact page of ${brand.siteName}.`,
    paragraphs: [
      `Name: ${message.name}`,
      `E-mail: ${message.email}`,
      `Mobile: ${message.mobile ?? 'not given'}`,
      `Subject: ${message.subject}`,
      ...linesOf(message.message),
    ],
    action: { label: 'Open the message in the admin panel', url: adminUrl },
    after: [
      `Reply to this e-mail to answer ${message.name} directly. We promise a reply within one working day; mark the message Answered in the admin panel once it is done.`,
    ],
  })

/**
 * To the visitor, in the language of the page they wrote from: their message has arrived and when to
 * expect an answer. It repeats only their name and subject, never the message, so the form cannot be
 * used to mail arbitrary text to strangers.
 */
export const contactAcknowledgementEmail =
  (message: Pick<ContactMessageInput, 'name' | 'subject'>, officeHours: string, locale: Locale = 'en') =>
  (brand: EmailBrand): EmailContent => {
    const t = getTranslator(locale, 'contact')
    const site = brand.siteName
    return {
      locale,
      subject: t('acknowledgement.subject', { site }),
      greeting: getTranslator(locale, 'auth')('emails.greeting', { name: message.name }),
      paragraphs: [t('acknowledgement.thanks', { site, subject: message.subject, hours: officeHours }), t('acknowledgement.addMore')],
      action: { label: t('acknowledgement.action'), url: `${brand.siteUrl}/faqs${locale === 'pa' ? '?lang=pa' : ''}` },
      after: [t('acknowledgement.why')],
    }
  }
