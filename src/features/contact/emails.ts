import type { EmailBrand, EmailContent } from '@/lib/email/message'

import type { ContactMessageInput } from './schema'

/** The message's own lines as paragraphs, so its line breaks survive in the HTML part too. */
const linesOf = (text: string) => text.split(/\r?\n/).map((line) => line.trim()).filter(Boolean)

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
 * To the visitor: their message has arrived and when to expect an answer. It repeats only their name
 * and subject, never the message, so the form cannot be used to mail arbitrary text to strangers.
 */
export const contactAcknowledgementEmail =
  (message: Pick<ContactMessageInput, 'name' | 'subject'>, officeHours: string) =>
  (brand: EmailBrand): EmailContent => ({
    subject: `We have received your message | ${brand.siteName}`,
    greeting: `Hello ${message.name},`,
    paragraphs: [
      `Thank you for writing to ${brand.siteName}. Your message "${message.subject}" has reached our team, and we reply within one working day (our office is open ${officeHours}).`,
      'To add anything, such as your roll number or a screenshot, simply reply to this e-mail. Many questions on admissions, fees and the test series are answered in our FAQs.',
    ],
    action: { label: 'Read the FAQs', url: `${brand.siteUrl}/faqs` },
    after: ['You are receiving this because this e-mail address was entered on our contact page. If you did not write to us, you can ignore it.'],
  })
